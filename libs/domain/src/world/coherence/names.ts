/** Something with a name the prose may mention. */
export interface NamedEntity {
  readonly id: string;
  readonly name: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiled once per name: a world's names are judged every beat. Bounded, so a long-lived process stays small. */
const compiled = new Map<string, RegExp>();
const COMPILED_MAX = 20_000;

function wholeWords(text: string, flags: string): RegExp {
  const key = `${flags}:${text}`;
  let pattern = compiled.get(key);
  if (pattern === undefined) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, `u${flags}`);
    compiled.set(key, pattern);
  }
  return pattern;
}

/** A person's first name, when it is theirs alone among everyone named in the world. */
function shortNames(entities: readonly NamedEntity[]): Map<string, string> {
  const counts = new Map<string, number>();
  const firstOf = (entity: NamedEntity) => entity.name.trim().split(/\s+/)[0] ?? '';
  for (const entity of entities) {
    for (const word of entity.name.trim().split(/\s+/)) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  }
  const short = new Map<string, string>();
  for (const entity of entities) {
    const first = firstOf(entity);
    const words = entity.name.trim().split(/\s+/);
    if (words.length >= 2 && first.length >= 3 && /^\p{Lu}/u.test(first) && counts.get(first.toLowerCase()) === 1) {
      short.set(entity.id, first);
    }
  }
  return short;
}

/**
 * Which entities a text names: by full name (whole words, any case), and a person also by a first name no
 * other name in the world shares, written with its capital.
 */
export class NameFinder<Entity extends NamedEntity = NamedEntity> {
  private readonly patterns: { entity: Entity; lower: string; first: string | null; full: RegExp; short: RegExp | null }[];

  constructor(entities: readonly Entity[], people: readonly Entity[] = []) {
    const short = shortNames([...entities]);
    const isPerson = new Set(people.map((person) => person.id));
    this.patterns = entities
      .filter((entity) => entity.name.trim().length > 0)
      .map((entity) => {
        const first = isPerson.has(entity.id) ? short.get(entity.id) : undefined;
        return {
          entity,
          lower: entity.name.trim().toLowerCase(),
          first: first ?? null,
          full: wholeWords(entity.name.trim(), 'i'),
          short: first === undefined ? null : wholeWords(first, ''),
        };
      });
  }

  /** The entities the text names, in the world's order. */
  namedIn(text: string): Entity[] {
    const lower = text.toLowerCase();
    return this.patterns.filter((pattern) => this.matches(pattern, text, lower)).map(({ entity }) => entity);
  }

  names(text: string, id: string): boolean {
    const pattern = this.patterns.find(({ entity }) => entity.id === id);
    return pattern !== undefined && this.matches(pattern, text, text.toLowerCase());
  }

  /** A plain substring search first: the word-boundary expression only runs where the name may be. */
  private matches(pattern: NameFinder<Entity>['patterns'][number], text: string, lower: string): boolean {
    if (lower.includes(pattern.lower) && pattern.full.test(text)) return true;
    return pattern.first !== null && pattern.short !== null && text.includes(pattern.first) && pattern.short.test(text);
  }
}

/** The sentences of a text (for reading who a sentence is about). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
