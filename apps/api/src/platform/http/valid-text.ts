const NUL = String.fromCharCode(0);
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL and unpaired UTF-16 surrogates: Postgres stores neither (text refuses U+0000, jsonb both). */
function isInvalidText(text: string): boolean {
  return text.includes(NUL) || UNPAIRED_SURROGATE.test(text);
}

export const INVALID_TEXT_MESSAGE = 'Text must be valid Unicode without NUL characters (U+0000) or unpaired surrogates';

/** True when any string in the value, keys included, holds text the database cannot store. Walks without recursion. */
export function containsInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isInvalidText(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (isInvalidText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
