import type { ArcState } from './arc/arc.state';
import type { CharacterState } from './entities/character.state';
import type { FactionState } from './entities/faction.state';
import type { LocationState } from './entities/location.state';
import type { SeedingState } from './seeding/seeding.state';
import type { MembershipState } from './members/members.state';
import type { WorldSettings } from './settings/settings.state';
import type { WorldOrigin } from './world.events';

export interface WorldDetails {
  readonly worldId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly description: string;
  readonly createdAt: string;
  /** Null for a world created empty; a fork or an import names its source. */
  readonly origin: WorldOrigin | null;
}

/** Everything that lives in a world's stream; maps keep insertion order, which lists use. */
export interface WorldContents {
  readonly locations: ReadonlyMap<string, LocationState>;
  readonly factions: ReadonlyMap<string, FactionState>;
  readonly characters: ReadonlyMap<string, CharacterState>;
  readonly seeding: SeedingState;
  /**
   * The latest arc, kept after it completes (the world still "has a current arc", SPEC §4 tutorial).
   * Only this arc ever changes, so it lives outside `earlierArcs` and evolve never copies that map for it.
   */
  readonly currentArc: ArcState | null;
  /** Every arc before the current one, all complete. */
  readonly earlierArcs: ReadonlyMap<string, ArcState>;
  readonly settings: WorldSettings;
  /** Members, invites and play settings (members/). */
  readonly membership: MembershipState;
}

export type ExistingWorld = { readonly status: 'created' } & WorldDetails & WorldContents;

export type WorldState = { readonly status: 'none' } | ExistingWorld;

/**
 * Version of WorldState's shape and of what evolve makes of each event. Folded states kept outside the
 * process (the audit's persisted snapshots) carry it and are ignored once it moves on: bump it with any
 * change to the state's fields or to evolve's result, so no reader folds on from a state of other rules.
 */
export const WORLD_STATE_VERSION = 4;
