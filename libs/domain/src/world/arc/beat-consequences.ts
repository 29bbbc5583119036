import type { CharacterStatus, FactionStatus, LocationStatus } from '@worldloom/contracts';
import type { NewMemory } from '../entities/character.commands';

/** How a beat changes the world, as the generator proposes it (every list optional). */
export interface BeatConsequencesInput {
  readonly locationStatusChanges?: readonly { locationId: string; status: LocationStatus; reason?: string }[];
  readonly factionStatusChanges?: readonly { factionId: string; status: FactionStatus; reason?: string }[];
  readonly characterStatusChanges?: readonly { characterId: string; status: CharacterStatus; reason?: string }[];
  readonly memories?: readonly ({ characterId: string } & NewMemory)[];
  readonly moves?: readonly { characterId: string; toLocationId: string }[];
  readonly locationHistory?: readonly { locationId: string; event: string }[];
  readonly factionHistory?: readonly { factionId: string; event: string }[];
}

export interface StatusChange<Status> {
  readonly previousStatus: Status;
  readonly status: Status;
  readonly reason: string | null;
}

/** The validated consequences as BeatGenerated carries them: every list present, previous values filled in. */
export interface AppliedBeatConsequences {
  readonly locationStatusChanges: readonly ({ locationId: string } & StatusChange<LocationStatus>)[];
  readonly factionStatusChanges: readonly ({ factionId: string } & StatusChange<FactionStatus>)[];
  readonly characterStatusChanges: readonly ({ characterId: string } & StatusChange<CharacterStatus>)[];
  readonly memories: readonly ({ characterId: string } & NewMemory)[];
  readonly moves: readonly { characterId: string; fromLocationId: string | null; toLocationId: string }[];
  readonly locationHistory: readonly { locationId: string; event: string }[];
  readonly factionHistory: readonly { factionId: string; event: string }[];
}

export const NO_CONSEQUENCES: AppliedBeatConsequences = {
  locationStatusChanges: [],
  factionStatusChanges: [],
  characterStatusChanges: [],
  memories: [],
  moves: [],
  locationHistory: [],
  factionHistory: [],
};
