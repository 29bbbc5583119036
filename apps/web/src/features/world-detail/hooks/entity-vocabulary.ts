import type { CharacterType, FactionType, LocationType, StoryRole } from '@worldloom/contracts';

/** The entity vocabularies of SPEC.md §3, for the add forms (restated: the contracts' values would bring zod along). */
export const LOCATION_TYPES = ['region', 'city', 'landmark', 'wilderness'] as const satisfies readonly LocationType[];
export const FACTION_TYPES = ['kingdom', 'guild', 'order', 'cult', 'tribe', 'company'] as const satisfies readonly FactionType[];
export const CHARACTER_TYPES = ['npc', 'player'] as const satisfies readonly CharacterType[];
export const STORY_ROLES = ['major', 'minor', 'wildcard', 'background'] as const satisfies readonly StoryRole[];

export type EntityKind = 'location' | 'character' | 'faction';

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "npc" reads as NPC; every other value is one word. */
export function characterTypeLabel(type: string): string {
  return type === 'npc' ? 'NPC' : capitalize(type);
}
