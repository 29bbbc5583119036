import type { Rng } from '../rng';

/** Values a phrasing is filled with; a phrasing that needs a missing value is not chosen. */
export type Values = Readonly<Record<string, string | undefined>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function needs(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** Fills the placeholders; a name inside a sentence loses its capital article ("the Withered Fen"). */
export function fillTemplate(template: string, values: Values): string {
  return template.replace(PLACEHOLDER, (_match, key: string) => inText(values[key] ?? ''));
}

/** Capitalises the first letter of each sentence start. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One of the phrasings whose every placeholder has a value, filled in; null when none fits. */
export function phrase(rng: Rng, templates: readonly string[], values: Values): string | null {
  const fitting = templates.filter((template) => needs(template).every((key) => (values[key] ?? '') !== ''));
  if (fitting.length === 0) return null;
  return sentenceCase(fillTemplate(rng.pick(fitting), values));
}

/** "A", "A and B", "A, B and C". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'in', 'on', 'at', 'some', 'several', 'many', 'all', 'every', 'two', 'three', 'one', 'our', 'their', 'word', 'news', 'for', 'after', 'before', 'when', 'while', 'during']);

/** A sentence inside another: its first word lower-cased unless it is a name ("The storm..." → "the storm..."). */
export function lowerStart(text: string): string {
  const first = text.split(/\s+/)[0]?.toLowerCase() ?? '';
  return FUNCTION_WORDS.has(first) || /^[a-z]+ing$/.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A name inside a sentence: "The Brass Guild" reads "the Brass Guild". */
export function inText(name: string): string {
  return name.replace(/^The /, 'the ');
}

/** An importance within one band of SPEC.md §9, jittered a little. */
export function importance(rng: Rng, band: 'life-changing' | 'significant' | 'notable' | 'everyday'): number {
  const [low, high] = { 'life-changing': [0.9, 1], significant: [0.7, 0.8], notable: [0.5, 0.6], everyday: [0.3, 0.4] }[band] as [number, number];
  return Math.round((low + rng.next() * (high - low)) * 100) / 100;
}
