import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a prompt: the provenance that ties generated events to what was asked. */
export function hashPrompt(prompt: string): string {
  return createHash('sha256').update(prompt).digest('hex');
}

const byCodeUnits = ([left]: [string, unknown], [right]: [string, unknown]) => (left < right ? -1 : left > right ? 1 : 0);

/**
 * JSON with object keys sorted, so equal inputs hash alike whatever their key order. Keys compare by code
 * units, not by locale: the same order for the ASCII keys of the contracts, at a fraction of the cost.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested) ? Object.fromEntries(Object.entries(nested).sort(byCodeUnits)) : nested,
  );
}
