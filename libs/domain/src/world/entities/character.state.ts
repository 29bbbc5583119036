import type { AllegianceChange, CharacterStatus, CharacterType, RelationshipKind, StoryRole } from '@worldloom/contracts';
import type { Emergence, HistoricalEntry } from './historical-event';

/** The descriptive fields of a character that an edit may change (status and location have their own events). */
export interface CharacterProfile {
  readonly name: string;
  readonly type: CharacterType;
  readonly storyRole: StoryRole;
  readonly description: string;
  readonly background: string;
  readonly personalityTraits: readonly string[];
  readonly motivations: readonly string[];
  readonly factionId: string | null;
}

/** A memory (SPEC §3); importance runs from 0.0 (everyday) to 1.0 (life-changing). */
export interface Memory {
  readonly timestamp: string;
  readonly eventDescription: string;
  readonly emotionalImpact: string;
  readonly importance: number;
}

/** A tie to another character; the other holds the same tie back. */
export interface CharacterRelationship {
  readonly characterId: string;
  readonly kind: RelationshipKind;
  readonly note: string;
  readonly since: string;
}

/** The latest change of a character's allegiance, with its reason (a holdout keeps a collapsed faction's colours). */
export interface AllegianceState {
  readonly change: AllegianceChange;
  readonly reason: string;
  readonly changedAt: string;
}

export interface CharacterState extends CharacterProfile {
  readonly id: string;
  readonly status: CharacterStatus;
  readonly locationId: string | null;
  readonly memories: readonly Memory[];
  /** Ids of the beats whose consequences touched this character. */
  readonly storyBeatsWitnessed: readonly string[];
  readonly relationships: readonly CharacterRelationship[];
  /** Allegiance, motivation, profile and relationship changes, oldest first. */
  readonly historicalEvents: readonly HistoricalEntry[];
  readonly allegiance: AllegianceState | null;
  /** The beat that brought the character in; null when seeded or added by hand. */
  readonly emergedIn: Emergence | null;
  readonly createdAt: string;
}
