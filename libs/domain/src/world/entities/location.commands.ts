import type { LocationStatus, LocationType } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { LocationProfile } from './location.state';

/** A location to add, by hand or from a seeding phase; omitted fields take their defaults. */
export interface NewLocation {
  readonly locationId: string;
  readonly name: string;
  readonly type: LocationType;
  /** Defaults to 'stable'. */
  readonly status?: LocationStatus;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parentLocationId?: string | null;
  readonly relativeX?: number | null;
  readonly relativeY?: number | null;
}

export type AddLocation = DomainCommand<'AddLocation', NewLocation>;

/** Fields left out stay as they are; `reason` is the history line written when the status changes. */
export type UpdateLocation = DomainCommand<
  'UpdateLocation',
  { locationId: string; status?: LocationStatus; reason?: string } & Partial<LocationProfile>
>;

export type RemoveLocation = DomainCommand<'RemoveLocation', { locationId: string }>;

export type RecordLocationHistory = DomainCommand<'RecordLocationHistory', { locationId: string; event: string }>;

export type LocationCommand = AddLocation | UpdateLocation | RemoveLocation | RecordLocationHistory;
