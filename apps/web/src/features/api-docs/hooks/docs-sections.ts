/** The sidebar sections of the API docs, in reading order (SPEC.md §2, API docs). */
export const DOC_SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'how-it-works', title: 'How It Works' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'quick-start', title: 'Quick Start' },
  { id: 'worlds', title: 'Worlds API' },
  { id: 'characters', title: 'Characters API' },
  { id: 'locations', title: 'Locations API' },
  { id: 'factions', title: 'Factions API' },
  { id: 'events', title: 'Events & Progression' },
  { id: 'best-practices', title: 'Best Practices' },
] as const;

export type DocSectionId = (typeof DOC_SECTIONS)[number]['id'];

export const API_VERSION = 'v1.0';

function isSectionId(value: unknown): value is DocSectionId {
  return DOC_SECTIONS.some((section) => section.id === value);
}

/** `?section=` in the address, so a section can be linked to; Overview when absent or unknown. */
export function parseDocsSearch(raw: Record<string, unknown>): { section?: DocSectionId } {
  return { section: isSectionId(raw.section) ? raw.section : undefined };
}

export function sectionIndex(id: DocSectionId | undefined): number {
  return Math.max(0, DOC_SECTIONS.findIndex((section) => section.id === id));
}
