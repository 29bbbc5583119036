import type { FieldChange, WorldDiff, WorldStateAt } from '@worldloom/contracts';

/*
 * How the difference between a point of a world's history and now reads: field names in words, ids as
 * the names of what they point at, times as dates, and lists as what joined and what left them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const NO_VALUE = '—';

/** lib/format-date's date and time, restated: this module imports nothing of the app, so node's tests check it as it is. */
const timeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Field names read as words; a reference field is named after what it points at. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  current_beat_id: 'Current beat',
  current_arc_id: 'Current arc',
  location_id: 'Location',
  faction_id: 'Faction',
  leader_id: 'Leader',
  parent_location_id: 'Parent location',
  relative_x: 'Map x',
  relative_y: 'Map y',
  story_role: 'Story role',
  story_name: 'Story name',
  detailed_description: 'Narrative description',
};

/** "last_significant_change" → "Last significant change". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The names ids stand for: entities and beats of the point shown and of what came after. */
export type NameIndex = ReadonlyMap<string, string>;

export function nameIndex(state: WorldStateAt | undefined, diff: WorldDiff | undefined): NameIndex {
  const names = new Map<string, string>();
  const named = (items: readonly { id: string; name: string }[]) => items.forEach((item) => names.set(item.id, item.name));
  for (const source of [state, diff && { locations: diff.locations.added, factions: diff.factions.added, characters: diff.characters.added }]) {
    if (!source) continue;
    named(source.locations);
    named(source.factions);
    named(source.characters);
  }
  const beats = [...(state?.currentBeats ?? []), ...(diff?.beats.added ?? [])];
  beats.forEach((beat) => names.set(beat.id, `Beat ${beat.beat_index}: ${beat.beat_name}`));
  const arcs = [...(state?.currentArc ? [state.currentArc] : []), ...(diff?.arcs.added ?? [])];
  arcs.forEach((arc) => names.set(arc.id, arc.story_name));
  return names;
}

/** One value as text: a name for an id, a date for a time, the telling part of a list entry. */
export function valueText(value: unknown, names: NameIndex): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') {
    if (UUID.test(value)) return names.get(value) ?? `${value.slice(0, 8)}…`;
    if (ISO_TIME.test(value)) return timeFormat.format(new Date(value));
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? NO_VALUE : value.map((item) => valueText(item, names)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const telling = record.event ?? record.event_description ?? record.name ?? record.description;
    return typeof telling === 'string' ? telling : JSON.stringify(value);
  }
  return String(value);
}

export type ChangeView =
  | { readonly kind: 'value'; readonly before: string; readonly after: string }
  | { readonly kind: 'list'; readonly added: readonly string[]; readonly removed: readonly string[] };

/** A list (tags, memories, historical events) shows what joined and left it; any other field before → after. */
export function changeView({ before, after }: FieldChange, names: NameIndex): ChangeView {
  const isList = (value: unknown) => Array.isArray(value) || value === null;
  if (isList(before) && isList(after) && (Array.isArray(before) || Array.isArray(after))) {
    const was = (before ?? []) as unknown[];
    const is = (after ?? []) as unknown[];
    const keys = (items: unknown[]) => new Set(items.map((item) => JSON.stringify(item)));
    const wasKeys = keys(was);
    const isKeys = keys(is);
    const added = is.filter((item) => !wasKeys.has(JSON.stringify(item))).map((item) => valueText(item, names));
    const removed = was.filter((item) => !isKeys.has(JSON.stringify(item))).map((item) => valueText(item, names));
    if (added.length + removed.length > 0) return { kind: 'list', added, removed };
  }
  return { kind: 'value', before: valueText(before, names), after: valueText(after, names) };
}

/** The world's own row changes on every event (updated_at): only its other fields are worth showing. */
export function worldChanges(diff: WorldDiff): FieldChange[] {
  return diff.world.filter((change) => change.field !== 'updated_at');
}

export const DIFF_SECTIONS = [
  { key: 'arcs', title: 'Story arc' },
  { key: 'beats', title: 'Beats' },
  { key: 'locations', title: 'Locations' },
  { key: 'factions', title: 'Factions' },
  { key: 'characters', title: 'Characters' },
] as const;

export type DiffSectionKey = (typeof DIFF_SECTIONS)[number]['key'];

export interface DiffItem {
  readonly id: string;
  readonly name: string;
}

export interface DiffSection {
  readonly key: DiffSectionKey;
  readonly title: string;
  readonly added: readonly DiffItem[];
  readonly removed: readonly DiffItem[];
  readonly changed: WorldDiff['locations']['changed'];
}

/** The diff's collections in reading order, each entity by its name; empty sections left out. */
export function diffSections(diff: WorldDiff): DiffSection[] {
  const nameOf: Record<DiffSectionKey, (item: Record<string, unknown>) => string> = {
    arcs: (arc) => String(arc.story_name),
    beats: (beat) => `Beat ${String(beat.beat_index)}: ${String(beat.beat_name)}`,
    locations: (item) => String(item.name),
    factions: (item) => String(item.name),
    characters: (item) => String(item.name),
  };
  return DIFF_SECTIONS.map(({ key, title }) => {
    const collection = diff[key];
    const items = (list: readonly { id: string }[]) => list.map((item) => ({ id: item.id, name: nameOf[key](item as Record<string, unknown>) }));
    return { key, title, added: items(collection.added), removed: items(collection.removed), changed: collection.changed };
  }).filter((section) => section.added.length + section.removed.length + section.changed.length > 0);
}

export interface DiffCounts {
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

export function diffCounts(diff: WorldDiff): DiffCounts {
  return DIFF_SECTIONS.reduce(
    (counts, { key }) => ({
      added: counts.added + diff[key].added.length,
      removed: counts.removed + diff[key].removed.length,
      changed: counts.changed + diff[key].changed.length,
    }),
    { added: 0, removed: 0, changed: worldChanges(diff).length > 0 ? 1 : 0 },
  );
}

export type ChangeMark = 'changed' | 'removed';

/** Which entities of the point shown have changed since, or are gone now: their rows are highlighted. */
export function changeMarks(diff: WorldDiff | undefined): ReadonlyMap<string, ChangeMark> {
  const marks = new Map<string, ChangeMark>();
  if (!diff) return marks;
  for (const { key } of DIFF_SECTIONS) {
    diff[key].changed.forEach((item) => marks.set(item.id, 'changed'));
    diff[key].removed.forEach((item) => marks.set(item.id, 'removed'));
  }
  return marks;
}
