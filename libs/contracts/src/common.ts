import { z } from 'zod';

export const Uuid = z.uuid();

/** ISO-8601 timestamp as it travels on the wire. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A required, trimmed text with a maximum length. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}
