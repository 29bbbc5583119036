import type { CharacterStatus, CharacterType, StoryRole } from '@worldloom/contracts';
import type { DomainCommand } from '../../shared/decider';
import type { CharacterProfile } from './character.state';

/** A character to add, by hand or from a seeding phase; omitted fields take their defaults. */
export interface NewCharacter {
  readonly characterId: string;
  readonly name: string;
  readonly type: CharacterType;
  readonly storyRole: StoryRole;
  /** Defaults to 'active'. */
  readonly status?: CharacterStatus;
  readonly description?: string;
  readonly background?: string;
  readonly personalityTraits?: readonly string[];
  readonly motivations?: readonly string[];
  readonly locationId?: string | null;
  readonly factionId?: string | null;
  /** What the character remembers from before the story (seeded characters come with memories). */
  readonly memories?: readonly NewMemory[];
}

export type AddCharacter = DomainCommand<'AddCharacter', NewCharacter>;

/** Fields left out stay as they are; a new `locationId` moves the character. */
export type UpdateCharacter = DomainCommand<
  'UpdateCharacter',
  { characterId: string; status?: CharacterStatus; locationId?: string | null } & Partial<CharacterProfile>
>;

export type RemoveCharacter = DomainCommand<'RemoveCharacter', { characterId: string }>;

export interface NewMemory {
  readonly eventDescription: string;
  readonly emotionalImpact: string;
  readonly importance: number;
}

export type RecordCharacterMemory = DomainCommand<'RecordCharacterMemory', { characterId: string } & NewMemory>;

export type CharacterCommand = AddCharacter | UpdateCharacter | RemoveCharacter | RecordCharacterMemory;
