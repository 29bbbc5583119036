import { nameKey } from '@worldloom/contracts';
import type { Rng } from './rng';
import type { Syllables, Theme } from './themes/theme';

const MAX_TRIES = 25;
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Hands out names unique within one world (ignoring case), across every kind of entity. */
export class NameRegistry {
  private readonly taken = new Set<string>();

  constructor(existing: Iterable<string> = []) {
    for (const name of existing) this.taken.add(nameKey(name));
  }

  /** The first untaken candidate; after many clashes, the last candidate with a numeral. */
  claim(candidate: () => string): string {
    let name = candidate();
    for (let attempt = 1; attempt < MAX_TRIES && this.taken.has(nameKey(name)); attempt += 1) name = candidate();
    const base = name;
    for (let index = 0; this.taken.has(nameKey(name)); index += 1) name = `${base} ${ROMAN[index] ?? index + 2}`;
    this.taken.add(nameKey(name));
    return name;
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const VOWEL = /[aeiouy]/i;

/** Joins syllables, collapsing a doubled vowel at the seam ("Hei" + "im" = "Heim"). */
function join(left: string, right: string): string {
  const last = left.at(-1) ?? '';
  return VOWEL.test(last) && last.toLowerCase() === right.charAt(0).toLowerCase() ? left + right.slice(1) : left + right;
}

/** Two or three syllables from a theme's tables, e.g. Sk + al + vik = Skalvik; a start without a vowel always takes a middle. */
export function syllableName(rng: Rng, syllables: Syllables): string {
  const start = rng.pick(syllables.starts);
  const middle = !VOWEL.test(start) || rng.chance(0.5) ? rng.pick(syllables.middles) : '';
  return capitalize(join(join(start, middle), rng.pick(syllables.ends)));
}

/** A theme word and an ending: Frost + hold = Frosthold, Frost + vik = Frostvik. */
export function compoundPlaceName(rng: Rng, theme: Theme): string {
  const ending = rng.chance(0.5) ? rng.pick(theme.placeSuffixes) : rng.pick(theme.placeSyllables.ends);
  return join(rng.pick(theme.placePrefixes), ending.toLowerCase());
}

export function personName(rng: Rng, theme: Theme): string {
  return `${syllableName(rng, theme.personSyllables)} ${syllableName(rng, theme.placeSyllables)}`;
}

/** Fills {key} placeholders; a missing key is a programming error, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Template "${template}" needs {${key}}`);
    return value;
  });
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an", by the sound of the first letter. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
