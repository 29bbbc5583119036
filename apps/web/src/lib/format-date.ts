/*
 * Intl formatters are costly to create (a phone spends tens of milliseconds on each): each is made on its
 * first use, not when the module loads on the way to the first paint.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

const dateFormat = lazyFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = lazyFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const preciseFormat = lazyFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "Jan 5, 2026" for an ISO timestamp (or Date, as superjson may decode it). */
export function formatDate(value: string | Date): string {
  return dateFormat().format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat().format(new Date(value));
}

/** "Jan 5, 2026, 3:04:09 PM": events of one beat often fall in the same minute. */
export function formatPreciseDateTime(value: string | Date): string {
  return preciseFormat().format(new Date(value));
}
