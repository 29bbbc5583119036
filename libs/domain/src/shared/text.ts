export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim().length === 0;
}

/** A text that may be left out: blank counts as absent. */
export function optionalText(text: string | null | undefined): string | null {
  return text === null || text === undefined || isBlank(text) ? null : text;
}
