import type { FactionType, LocationType } from '@worldloom/contracts';

export type ThemeId = 'frozen' | 'desert' | 'maritime' | 'jungle' | 'space' | 'steampunk' | 'gothic' | 'high_fantasy';

export interface Syllables {
  starts: readonly string[];
  middles: readonly string[];
  ends: readonly string[];
}

/** The vocabulary of one kind of world: what its places, people and powers are called and made of. */
export interface Theme {
  id: ThemeId;
  /** Word stems in a world's name or description that point to this theme. */
  keywords: readonly string[];
  /** The theme's marker words; every location carries at least one as a tag. */
  signatureTags: readonly string[];
  placeSyllables: Syllables;
  personSyllables: Syllables;
  /** Compound place names: a prefix and a lower-case suffix, e.g. Frost + hold. */
  placePrefixes: readonly string[];
  placeSuffixes: readonly string[];
  adjectives: readonly string[];
  /** Nouns that name a location of each type, e.g. a region is a Reach, a wilderness a Glacier. */
  locationNouns: Readonly<Record<LocationType, readonly string[]>>;
  locationTags: Readonly<Record<LocationType, readonly string[]>>;
  /** Short phrases of what one sees there, for descriptions. */
  sights: readonly string[];
  trades: readonly string[];
  /** Dangers that drive stories, e.g. "a killing blizzard". */
  perils: readonly string[];
  /** Faction types this kind of world favours, most fitting first. */
  factionTypes: readonly FactionType[];
  factionNouns: Readonly<Record<FactionType, readonly string[]>>;
  /** What orders and cults rally around, e.g. "Aurora". */
  symbols: readonly string[];
  values: readonly string[];
  bannerColors: readonly string[];
  occupations: readonly string[];
  traits: readonly string[];
}
