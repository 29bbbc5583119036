import type { CharacterStatus, CharacterType, StoryRole } from '@worldloom/contracts';

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

export interface CharacterState extends CharacterProfile {
  readonly id: string;
  readonly status: CharacterStatus;
  readonly locationId: string | null;
  readonly memories: readonly Memory[];
  /** Ids of the beats whose consequences touched this character. */
  readonly storyBeatsWitnessed: readonly string[];
  readonly createdAt: string;
}
