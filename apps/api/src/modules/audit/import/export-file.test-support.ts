import { NO_LIVING_WORLD_CONSEQUENCES, worldEventSchemaVersions, type WorldEventType } from '@worldloom/domain';
import type { NewEvent } from '#platform/event-store/event-store.port';
import { EventLinesChecksum, exportHeader, jsonLine, trailerLine } from '../export/world-export.format';

/** What the living world added to each type it gave a second version, as its v1 upcaster fills it in. */
const ADDED_IN_V2: Readonly<Record<string, (data: Record<string, unknown>) => Record<string, unknown>>> = {
  LocationAdded: ({ emergedIn, ...data }) => (emergedIn === null ? data : unwritable('LocationAdded', 'emergedIn')),
  CharacterAdded: ({ emergedIn, ...data }) => (emergedIn === null ? data : unwritable('CharacterAdded', 'emergedIn')),
  FactionStatusChanged: ({ reason, ...data }) => (reason === null ? data : unwritable('FactionStatusChanged', 'reason')),
  ArcStarted: ({ premise, ...data }) => (premise === null ? data : unwritable('ArcStarted', 'premise')),
  BeatGenerated: ({ consequences, ...data }) => {
    const older = { ...(consequences as Record<string, unknown[]>) };
    for (const list of Object.keys(NO_LIVING_WORLD_CONSEQUENCES)) {
      if (list !== 'newcomers' && older[list]!.length > 0) unwritable('BeatGenerated', list);
      delete older[list];
    }
    const { newcomers } = consequences as { newcomers: { locations: unknown[]; characters: unknown[] } };
    if (newcomers.locations.length + newcomers.characters.length > 0) unwritable('BeatGenerated', 'newcomers');
    return { ...data, consequences: older };
  },
};

function unwritable(type: string, field: string): never {
  throw new Error(`A ${type} with ${field} cannot be written in its first version`);
}

/**
 * The events as a server from before the living world stored them: LocationAdded, CharacterAdded,
 * FactionStatusChanged, ArcStarted and BeatGenerated in their first version. Only events that first version
 * could hold can be written so (no emergence, no reason, no premise, no living-world consequences).
 */
export function writtenBeforeLivingWorld(events: readonly NewEvent[]): NewEvent[] {
  return events.map((event) => {
    const downcast = ADDED_IN_V2[event.type];
    if (!downcast) return event;
    return { ...event, data: downcast(event.data as Record<string, unknown>), metadata: { ...event.metadata, schemaVersion: 1 } };
  });
}

const TYPES_BEFORE_LIVING_WORLD: readonly WorldEventType[] = [
  'WorldCreated',
  'WorldSeedingRequested',
  'WorldSeedingPhaseRecorded',
  'WorldSeeded',
  'WorldSeedingFailed',
  'LocationAdded',
  'LocationUpdated',
  'LocationStatusChanged',
  'LocationHistoryRecorded',
  'LocationRemoved',
  'FactionAdded',
  'FactionUpdated',
  'FactionStatusChanged',
  'FactionHistoryRecorded',
  'FactionRemoved',
  'CharacterAdded',
  'CharacterUpdated',
  'CharacterStatusChanged',
  'CharacterMoved',
  'CharacterMemoryRecorded',
  'CharacterRemoved',
  'ArcStarted',
  'BeatGenerated',
  'ArcCompleted',
  'WorldEventRecorded',
];

/** The schema versions an export header of a server from before the living world names. */
export const SCHEMA_VERSIONS_BEFORE_LIVING_WORLD: Readonly<Record<string, number>> = Object.fromEntries(
  TYPES_BEFORE_LIVING_WORLD.map((type) => [type, type in ADDED_IN_V2 ? 1 : worldEventSchemaVersions[type]]),
);

/** The lines of an export file of these events, as the export writes them (header, events, closing checksum). */
export function exportFile(worldId: string, events: readonly NewEvent[], schemaVersions: Readonly<Record<string, number>> = worldEventSchemaVersions): string[] {
  const checksum = new EventLinesChecksum();
  const eventLines = events.map((event, revision) => {
    const line = jsonLine({ revision, id: event.id, type: event.type, data: event.data as Record<string, unknown>, metadata: event.metadata });
    checksum.add(line);
    return line;
  });
  const header = { ...exportHeader(worldId, events.length, '2026-02-01T00:00:00.000Z'), schemaVersions: { ...schemaVersions } };
  return [jsonLine(header), ...eventLines, trailerLine(events.length, checksum.hex())].map((line) => line.trimEnd());
}
