/** Something with a name a text may mention. */
export interface Named {
  readonly id: string;
  readonly name: string;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function standsAlone(text: string, at: number, length: number): boolean {
  return !WORD_CHARACTER.test(text.charAt(at - 1)) && !WORD_CHARACTER.test(text.charAt(at + length));
}

function firstWordsAt(text: string, name: string): number {
  if (name === '') return -1;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (standsAlone(text, at, name.length)) return at;
  }
  return -1;
}

function occursAsWords(text: string, name: string): boolean {
  return firstWordsAt(text, name) >= 0;
}

/** Whether a text has the word, whole, in any case, singular or plural ("heir" in "the two heirs"). */
export function mentionsWord(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const key = word.toLowerCase();
  return occursAsWords(lower, key) || occursAsWords(lower, `${key}s`) || occursAsWords(lower, `${key}es`);
}

/** A person's first name, when no other word of any name in the world is the same (the coherence judge's rule). */
function firstNames(entities: readonly Named[], people: ReadonlySet<string>): Map<string, string> {
  const counts = new Map<string, number>();
  for (const entity of entities) {
    for (const word of entity.name.trim().split(/\s+/)) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  }
  const first = new Map<string, string>();
  for (const entity of entities) {
    const words = entity.name.trim().split(/\s+/);
    const [given] = words;
    if (!people.has(entity.id) || given === undefined || words.length < 2 || given.length < 3 || !/^\p{Lu}/u.test(given)) continue;
    if (counts.get(given.toLowerCase()) === 1) first.set(entity.id, given);
  }
  return first;
}

/**
 * Which entities a text names, read exactly as the coherence judge reads it (libs/domain coherence/names.ts):
 * a full name as whole words in any case, a person also by a first name no other name shares, with its capital.
 * Plain string search, so it costs nothing to build for every beat (the judge's regular expressions do).
 */
export class NameIndex<Entity extends Named = Named> {
  private readonly entries: { entity: Entity; full: string; first: string | null }[];

  constructor(entities: readonly Entity[], people: readonly Named[] = []) {
    const first = firstNames(entities, new Set(people.map((person) => person.id)));
    this.entries = entities
      .filter((entity) => entity.name.trim() !== '')
      .map((entity) => ({ entity, full: entity.name.trim().toLowerCase(), first: first.get(entity.id) ?? null }));
  }

  /**
   * The entities a text mentions, in the order it mentions them; a longer name is read first and blanked out,
   * so "Skalvik" is not found inside "Skalvik Reach" (reading an idea; the judge's own reading is `namedIn`).
   */
  mentionedIn(text: string): Entity[] {
    let masked = text.toLowerCase();
    const found: { entity: Entity; at: number }[] = [];
    for (const { entity, full, first } of [...this.entries].sort((left, right) => right.full.length - left.full.length)) {
      const at = firstWordsAt(masked, full);
      const shortAt = first === null || at >= 0 ? -1 : firstWordsAt(text, first);
      const position = at >= 0 ? at : shortAt;
      if (position < 0) continue;
      found.push({ entity, at: position });
      if (at >= 0) masked = masked.slice(0, at) + ' '.repeat(full.length) + masked.slice(at + full.length);
    }
    return found.sort((left, right) => left.at - right.at).map(({ entity }) => entity);
  }

  /** The entities the text names, in the order they were given. */
  namedIn(text: string): Entity[] {
    const lower = text.toLowerCase();
    return this.entries.filter(({ full, first }) => occursAsWords(lower, full) || (first !== null && occursAsWords(text, first))).map(({ entity }) => entity);
  }
}
