import {
  CharacterStatus,
  CharacterType,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  StoryRole,
  WorldEventType,
} from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';

/** The closed vocabularies of SPEC §3 and §4, as the domain checks them. */
export const vocabularies = {
  'location type': LocationType.options,
  'location status': LocationStatus.options,
  'faction type': FactionType.options,
  'faction status': FactionStatus.options,
  'character type': CharacterType.options,
  'story role': StoryRole.options,
  'character status': CharacterStatus.options,
  'event type': WorldEventType.options,
  'impact level': ImpactLevel.options,
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
