import {
  ALLEGIANCE_CHANGES,
  CHARACTER_STATUSES,
  CLAIM_METHODS,
  FACTION_STANCES,
  RELATIONSHIP_KINDS,
  CHARACTER_TYPES,
  FACTION_STATUSES,
  FACTION_TYPES,
  IMPACT_LEVELS,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  STORY_ROLES,
  WORLD_EVENT_TYPES,
} from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

/** The closed vocabularies of SPEC §3 and §4, as the domain checks them. */
export const vocabularies = {
  'location type': LOCATION_TYPES,
  'location status': LOCATION_STATUSES,
  'faction type': FACTION_TYPES,
  'faction status': FACTION_STATUSES,
  'character type': CHARACTER_TYPES,
  'story role': STORY_ROLES,
  'character status': CHARACTER_STATUSES,
  'event type': WORLD_EVENT_TYPES,
  'impact level': IMPACT_LEVELS,
  'faction stance': FACTION_STANCES,
  'claim method': CLAIM_METHODS,
  'relationship kind': RELATIONSHIP_KINDS,
  'allegiance change': ALLEGIANCE_CHANGES,
} as const;

export type VocabularyName = keyof typeof vocabularies;
type Term<Name extends VocabularyName> = (typeof vocabularies)[Name][number];

/** Checks at run time what the types promise: generator output and old clients may say anything. */
export function requireTerm<Name extends VocabularyName>(name: Name, value: unknown): Term<Name> {
  const terms: readonly string[] = vocabularies[name];
  if (typeof value === 'string' && terms.includes(value)) return value as Term<Name>;
  throw DomainError.invalid(
    'VOCABULARY.UNKNOWN_VALUE',
    `Unknown ${name} ${JSON.stringify(value)}; expected one of ${terms.join(', ')}`,
  );
}
