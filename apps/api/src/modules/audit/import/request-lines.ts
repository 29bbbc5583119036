import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES } from '@worldloom/contracts';
import { importErrors } from '../audit-errors';

/** The lines of an uploaded file as they arrive, refusing one larger than IMPORT_MAX_BYTES. */
export async function* requestLines(body: Readable, limit = IMPORT_MAX_BYTES): AsyncIterable<string> {
  let received = 0;
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) body.destroy(importErrors.tooLarge(limit));
  });
  const lines = createInterface({ input: body, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
  }
  if (received > limit) throw importErrors.tooLarge(limit);
}
