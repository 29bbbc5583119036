import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import type { ExistingWorld } from '../world.state';
import type { NewMemory } from './character.commands';
import type { CharacterProfile } from './character.state';
import { requireImportance, requireName, requireReference, requireTextList } from './entity-rules';
import { requireTerm } from './vocabulary';

export const CHARACTER_PROFILE_KEYS = [
  'name',
  'type',
  'storyRole',
  'description',
  'background',
  'personalityTraits',
  'motivations',
  'factionId',
] as const satisfies readonly (keyof CharacterProfile)[];

export function requireValidCharacterProfile(world: ExistingWorld, profile: CharacterProfile): void {
  requireName(profile.name, 'character');
  requireTerm('character type', profile.type);
  requireTerm('story role', profile.storyRole);
  requireTextList(profile.personalityTraits, 'Personality traits');
  requireTextList(profile.motivations, 'Motivations');
  if (profile.factionId !== null) requireReference(world.factions, profile.factionId, 'faction');
}

/** A memory needs a description and an importance from 0.0 to 1.0. */
export function validMemory(memory: NewMemory, code = 'MEMORY.DESCRIPTION_REQUIRED'): NewMemory {
  if (isBlank(memory.eventDescription)) throw DomainError.invalid(code, 'A memory needs an event description');
  return {
    eventDescription: memory.eventDescription,
    emotionalImpact: memory.emotionalImpact ?? '',
    importance: requireImportance(memory.importance),
  };
}
