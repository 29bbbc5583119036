import type {
  AllegianceChange,
  CharacterStatus,
  ClaimMethod,
  FactionStance,
  FactionStatus,
  LocationStatus,
  RelationshipKind,
} from '@worldloom/contracts';
import type { NewCharacter, NewMemory } from '../entities/character.commands';
import type { CharacterAdded } from '../entities/character.events';
import type { NewLocation } from '../entities/location.commands';
import type { LocationAdded } from '../entities/location.events';

export interface StanceChangeInput {
  readonly sourceFactionId: string;
  readonly targetFactionId: string;
  readonly stance: FactionStance;
  readonly reason: string;
}

export type TerritoryChangeInput =
  | { readonly kind: 'claim'; readonly factionId: string; readonly locationId: string; readonly method: ClaimMethod; readonly reason: string }
  | { readonly kind: 'release'; readonly factionId: string; readonly locationId: string; readonly reason: string };

export interface DoctrineInput {
  readonly factionId: string;
  readonly ideology: string;
  readonly tags: readonly string[];
  readonly reason?: string | null;
}

export interface MotivationChangeInput {
  readonly characterId: string;
  readonly add?: readonly string[];
  readonly drop?: readonly string[];
  readonly reason: string;
}

/** `toFactionId: null` leaves; the character's own (collapsed) faction holds out in it. */
export interface AllegianceChangeInput {
  readonly characterId: string;
  readonly toFactionId: string | null;
  readonly reason: string;
}

export interface CharacterAmendmentInput {
  readonly characterId: string;
  readonly description?: string;
  readonly background?: string;
  readonly reason: string;
}

export interface LocationAmendmentInput {
  readonly locationId: string;
  readonly description: string;
  readonly reason: string;
}

/** A new leader for a faction (or none), e.g. when its leader died, vanished or defected. */
export interface LeaderChangeInput {
  readonly factionId: string;
  readonly leaderId: string | null;
  readonly reason: string;
}

/** `kind: null` ends the tie. */
export interface RelationshipChangeInput {
  readonly characterId: string;
  readonly otherCharacterId: string;
  readonly kind: RelationshipKind | null;
  readonly note: string;
}

/** People and places a beat brings in; other consequences of the same beat may name them. */
export interface NewcomersInput {
  readonly locations?: readonly NewLocation[];
  readonly characters?: readonly NewCharacter[];
}

/** How a beat changes the world, as the generator proposes it (every list optional). */
export interface BeatConsequencesInput {
  readonly newcomers?: NewcomersInput;
  readonly locationStatusChanges?: readonly { locationId: string; status: LocationStatus; reason?: string }[];
  readonly factionStatusChanges?: readonly { factionId: string; status: FactionStatus; reason?: string }[];
  readonly characterStatusChanges?: readonly { characterId: string; status: CharacterStatus; reason?: string }[];
  readonly memories?: readonly ({ characterId: string } & NewMemory)[];
  readonly moves?: readonly { characterId: string; toLocationId: string }[];
  readonly locationHistory?: readonly { locationId: string; event: string }[];
  readonly factionHistory?: readonly { factionId: string; event: string }[];
  readonly stanceChanges?: readonly StanceChangeInput[];
  readonly territoryChanges?: readonly TerritoryChangeInput[];
  readonly doctrines?: readonly DoctrineInput[];
  readonly motivationChanges?: readonly MotivationChangeInput[];
  readonly allegianceChanges?: readonly AllegianceChangeInput[];
  readonly characterAmendments?: readonly CharacterAmendmentInput[];
  readonly locationAmendments?: readonly LocationAmendmentInput[];
  readonly relationshipChanges?: readonly RelationshipChangeInput[];
  readonly leaderChanges?: readonly LeaderChangeInput[];
}

export interface StatusChange<Status> {
  readonly previousStatus: Status;
  readonly status: Status;
  readonly reason: string | null;
}

export interface AppliedStanceChange extends StanceChangeInput {
  readonly previousStance: FactionStance;
}

export type AppliedTerritoryChange =
  | (Extract<TerritoryChangeInput, { kind: 'claim' }> & { readonly previousFactionId: string | null })
  | Extract<TerritoryChangeInput, { kind: 'release' }>;

export interface AppliedDoctrine {
  readonly factionId: string;
  readonly previousIdeology: string;
  readonly ideology: string;
  readonly previousTags: readonly string[];
  readonly tags: readonly string[];
  readonly reason: string | null;
}

export interface AppliedMotivationChange {
  readonly characterId: string;
  readonly added: readonly string[];
  readonly dropped: readonly string[];
  readonly reason: string;
}

export interface AppliedAllegianceChange {
  readonly characterId: string;
  readonly change: AllegianceChange;
  readonly fromFactionId: string | null;
  readonly toFactionId: string | null;
  readonly reason: string;
}

export interface AppliedCharacterAmendment {
  readonly characterId: string;
  readonly changes: { readonly description?: string; readonly background?: string };
  readonly reason: string;
}

export interface AppliedLocationAmendment extends LocationAmendmentInput {
  readonly previousDescription: string;
}

export interface AppliedRelationshipChange extends RelationshipChangeInput {
  readonly previousKind: RelationshipKind | null;
}

export interface AppliedLeaderChange extends LeaderChangeInput {
  readonly previousLeaderId: string | null;
}

/** Newcomers as their Added events will carry them (their emergence is the beat's). */
export interface AppliedNewcomers {
  readonly locations: readonly Omit<LocationAdded['data'], 'emergedIn' | 'addedAt'>[];
  readonly characters: readonly Omit<CharacterAdded['data'], 'emergedIn' | 'addedAt'>[];
}

/**
 * The validated consequences as BeatGenerated carries them: every list present, previous values filled in.
 * The history lines the living world's changes write (with the names of the day) are in the history lists.
 */
export interface AppliedBeatConsequences {
  readonly newcomers: AppliedNewcomers;
  readonly locationStatusChanges: readonly ({ locationId: string } & StatusChange<LocationStatus>)[];
  readonly factionStatusChanges: readonly ({ factionId: string } & StatusChange<FactionStatus>)[];
  readonly characterStatusChanges: readonly ({ characterId: string } & StatusChange<CharacterStatus>)[];
  readonly memories: readonly ({ characterId: string } & NewMemory)[];
  readonly moves: readonly { characterId: string; fromLocationId: string | null; toLocationId: string }[];
  readonly locationHistory: readonly { locationId: string; event: string }[];
  readonly factionHistory: readonly { factionId: string; event: string }[];
  readonly stanceChanges: readonly AppliedStanceChange[];
  readonly territoryChanges: readonly AppliedTerritoryChange[];
  readonly doctrines: readonly AppliedDoctrine[];
  readonly motivationChanges: readonly AppliedMotivationChange[];
  readonly allegianceChanges: readonly AppliedAllegianceChange[];
  readonly characterAmendments: readonly AppliedCharacterAmendment[];
  readonly locationAmendments: readonly AppliedLocationAmendment[];
  readonly relationshipChanges: readonly AppliedRelationshipChange[];
  readonly leaderChanges: readonly AppliedLeaderChange[];
  readonly characterHistory: readonly { characterId: string; event: string }[];
}

export const NO_NEWCOMERS: AppliedNewcomers = { locations: [], characters: [] };

/** The lists BeatGenerated v2 added, empty: what a v1 beat (and a beat that changes none of it) carries. */
export const NO_LIVING_WORLD_CONSEQUENCES = {
  newcomers: NO_NEWCOMERS,
  stanceChanges: [],
  territoryChanges: [],
  doctrines: [],
  motivationChanges: [],
  allegianceChanges: [],
  characterAmendments: [],
  locationAmendments: [],
  relationshipChanges: [],
  leaderChanges: [],
  characterHistory: [],
} as const satisfies Partial<AppliedBeatConsequences>;

export const NO_CONSEQUENCES: AppliedBeatConsequences = {
  ...NO_LIVING_WORLD_CONSEQUENCES,
  locationStatusChanges: [],
  factionStatusChanges: [],
  characterStatusChanges: [],
  memories: [],
  moves: [],
  locationHistory: [],
  factionHistory: [],
};
