import { CHARACTER_TYPES, FACTION_TYPES, LOCATION_TYPES } from '@worldloom/contracts/vocabulary';

/** NPC first: it is what the API makes a character by default. */
const CHARACTER_TYPE_CHOICES = ['npc', ...CHARACTER_TYPES.filter((type) => type !== 'npc')] as const;

/** The add form's type choices per kind of entity (SPEC.md §3), in the contracts' words. */
export const ENTITY_TYPE_CHOICES = {
  location: LOCATION_TYPES,
  faction: FACTION_TYPES,
  character: CHARACTER_TYPE_CHOICES,
} as const;

export type EntityKind = 'location' | 'character' | 'faction';

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "npc" reads as NPC; every other value is one word. */
export function characterTypeLabel(type: string): string {
  return type === 'npc' ? 'NPC' : capitalize(type);
}

/** An entity the page can open in its detail modal. */
export interface EntityRef {
  readonly kind: EntityKind;
  readonly id: string;
}
