import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a prompt: the provenance that ties generated events to what was asked. */
export function hashPrompt(prompt: string): string {
  return createHash('sha256').update(prompt).digest('hex');
}

/** JSON with object keys sorted, so equal inputs hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([left], [right]) => left.localeCompare(right)))
      : nested,
  );
}
