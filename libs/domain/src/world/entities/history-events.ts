import type { FactionStatus, LocationStatus } from '@worldloom/contracts';
import type { StatusChange } from '../arc/beat-consequences';
import type { FactionHistoryRecorded, FactionStatusChanged } from './faction.events';
import { type BeatOrigin, type HistoricalEntry, statusChangeText } from './historical-event';
import type { LocationHistoryRecorded, LocationStatusChanged } from './location.events';

function entry(text: string, at: string, origin: BeatOrigin | null, previousStatus?: string): HistoricalEntry {
  return {
    timestamp: at,
    event: text,
    ...(previousStatus === undefined ? {} : { previousStatus }),
    ...(origin === null ? {} : { beatIndex: origin.beatIndex }),
  };
}

export function locationHistoryEvent(
  locationId: string,
  text: string,
  at: string,
  origin: BeatOrigin | null,
  previousStatus?: LocationStatus,
): LocationHistoryRecorded {
  return {
    type: 'LocationHistoryRecorded',
    data: { locationId, historicalEvent: entry(text, at, origin, previousStatus), beatId: origin?.beatId ?? null },
  };
}

export function factionHistoryEvent(
  factionId: string,
  text: string,
  at: string,
  origin: BeatOrigin | null,
  previousStatus?: FactionStatus,
): FactionHistoryRecorded {
  return {
    type: 'FactionHistoryRecorded',
    data: { factionId, historicalEvent: entry(text, at, origin, previousStatus), beatId: origin?.beatId ?? null },
  };
}

/** A location's status change always leaves a line in its history, with the previous status. */
export function locationStatusEvents(
  locationId: string,
  change: StatusChange<LocationStatus>,
  at: string,
  origin: BeatOrigin | null,
): [LocationStatusChanged, LocationHistoryRecorded] {
  const text = change.reason ?? statusChangeText(change.previousStatus, change.status);
  return [
    {
      type: 'LocationStatusChanged',
      data: {
        locationId,
        previousStatus: change.previousStatus,
        status: change.status,
        changedAt: at,
        beatId: origin?.beatId ?? null,
      },
    },
    locationHistoryEvent(locationId, text, at, origin, change.previousStatus),
  ];
}

/** A faction's status change always leaves a line in its history, with the previous status. */
export function factionStatusEvents(
  factionId: string,
  change: StatusChange<FactionStatus>,
  at: string,
  origin: BeatOrigin | null,
): [FactionStatusChanged, FactionHistoryRecorded] {
  const text = change.reason ?? statusChangeText(change.previousStatus, change.status);
  return [
    {
      type: 'FactionStatusChanged',
      data: {
        factionId,
        previousStatus: change.previousStatus,
        status: change.status,
        reason: change.reason,
        changedAt: at,
        beatId: origin?.beatId ?? null,
      },
    },
    factionHistoryEvent(factionId, text, at, origin, change.previousStatus),
  ];
}
