import type { ProposedConsequences } from '@worldloom/contracts';
import {
  CHARACTER_STATUSES,
  CHARACTER_TYPES,
  CLAIM_METHODS,
  FACTION_STANCES,
  FACTION_STATUSES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  RELATIONSHIP_KINDS,
  STORY_ROLES,
} from '@worldloom/contracts/vocabulary';

/*
 * The draft editor's fields, described once per list of proposed changes: which property of a change each
 * control edits, how it reads, and how the form's text becomes the value the server takes. One generic
 * renderer draws them all; the domain judges the result.
 */

export type DraftEntityKind = 'location' | 'faction' | 'character';

/** What a control edits: a word of a vocabulary, an entity of the world, a text, lines of text, or a number from 0 to 1 (an importance, a place on the map). */
export type FieldKind =
  | { readonly type: 'choice'; readonly choices: readonly string[] }
  | { readonly type: 'entity'; readonly entity: DraftEntityKind }
  | { readonly type: 'text'; readonly maxLength: number; readonly multiline?: boolean }
  | { readonly type: 'lines' }
  | { readonly type: 'fraction' };

export interface FieldSpec {
  /** The change's property the control edits. */
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  /**
   * What an empty control sends: 'omit' leaves the property out, 'null' sends null (a choice or an entity then
   * offers `noneLabel` as its first option). Without it the value is required (a text may still be sent empty).
   */
  readonly empty?: 'omit' | 'null';
  /** The empty option of a choice or an entity ("No faction"). */
  readonly noneLabel?: string;
  /** A text that may stay blank and is sent as it is (a relationship's note). */
  readonly blank?: true;
}

type Consequences = ProposedConsequences;
type Item = Record<string, unknown>;

/** Where a change sits in the draft: one of the consequence lists, or the newcomers' two. */
export type DraftList = Exclude<keyof Consequences, 'newcomers'> | 'newcomers.locations' | 'newcomers.characters';

const choice = (name: string, label: string, choices: readonly string[], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: { type: 'choice', choices },
  ...extra,
});
const entity = (name: string, label: string, kind: DraftEntityKind, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: { type: 'entity', entity: kind },
  ...extra,
});
const text = (name: string, label: string, maxLength: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: { type: 'text', maxLength },
  ...extra,
});
const longText = (name: string, label: string, maxLength: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: { type: 'text', maxLength, multiline: true },
  ...extra,
});
const lines = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind: { type: 'lines' }, ...extra });
const fraction = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind: { type: 'fraction' }, ...extra });

const reason = text('reason', 'Reason', 1000);
const optionalReason = text('reason', 'Reason', 1000, { empty: 'omit' });

/** Every list's fields; territory changes differ by kind (a release has no claim method). */
const FIELDS: { readonly [List in DraftList]: readonly FieldSpec[] | ((item: Item) => readonly FieldSpec[]) } = {
  'newcomers.locations': [
    text('name', 'Name', 100),
    choice('type', 'Type', LOCATION_TYPES),
    choice('status', 'Status', LOCATION_STATUSES, { empty: 'omit', noneLabel: 'Default' }),
    longText('description', 'Description', 4000, { empty: 'omit' }),
    lines('tags', 'Tags (one per line)'),
    entity('parentLocationId', 'Inside', 'location', { empty: 'null', noneLabel: 'Nowhere (top level)' }),
    // Where the map draws it; left empty, the map places it by the place it lies in.
    fraction('relativeX', 'Map position from the left (0 to 1; empty: placed by its region)', { empty: 'null' }),
    fraction('relativeY', 'Map position from the top (0 to 1; empty: placed by its region)', { empty: 'null' }),
  ],
  'newcomers.characters': [
    text('name', 'Name', 100),
    choice('type', 'Character type', CHARACTER_TYPES),
    choice('storyRole', 'Story role', STORY_ROLES),
    choice('status', 'Status', CHARACTER_STATUSES, { empty: 'omit', noneLabel: 'Default' }),
    longText('description', 'Description', 4000, { empty: 'omit' }),
    longText('background', 'Background', 4000, { empty: 'omit' }),
    lines('personalityTraits', 'Personality traits (one per line)'),
    lines('motivations', 'Motivations (one per line)'),
    entity('locationId', 'Location', 'location', { empty: 'null', noneLabel: 'Nowhere' }),
    entity('factionId', 'Faction', 'faction', { empty: 'null', noneLabel: 'No faction' }),
  ],
  locationStatusChanges: [entity('locationId', 'Place', 'location'), choice('status', 'New status', LOCATION_STATUSES), optionalReason],
  factionStatusChanges: [entity('factionId', 'Faction', 'faction'), choice('status', 'New status', FACTION_STATUSES), optionalReason],
  characterStatusChanges: [entity('characterId', 'Character', 'character'), choice('status', 'New status', CHARACTER_STATUSES), optionalReason],
  memories: [
    entity('characterId', 'Who remembers', 'character'),
    longText('eventDescription', 'What happened', 1000),
    text('emotionalImpact', 'Emotional impact', 200),
    fraction('importance', 'Importance (0 to 1)'),
  ],
  moves: [entity('characterId', 'Who moves', 'character'), entity('toLocationId', 'Destination', 'location')],
  locationHistory: [entity('locationId', 'Place', 'location'), longText('event', 'History entry', 1000)],
  factionHistory: [entity('factionId', 'Faction', 'faction'), longText('event', 'History entry', 1000)],
  stanceChanges: [
    entity('sourceFactionId', 'Faction', 'faction'),
    entity('targetFactionId', 'Toward', 'faction'),
    choice('stance', 'Stance', FACTION_STANCES),
    reason,
  ],
  territoryChanges: (item) => [
    entity('factionId', 'Faction', 'faction'),
    entity('locationId', 'Place', 'location'),
    ...(item.kind === 'claim' ? [choice('method', 'Claim method', CLAIM_METHODS)] : []),
    reason,
  ],
  doctrines: [
    entity('factionId', 'Faction', 'faction'),
    longText('ideology', 'Ideology', 1000),
    lines('tags', 'Tags (one per line)'),
    text('reason', 'Reason', 1000, { empty: 'null' }),
  ],
  motivationChanges: [
    entity('characterId', 'Character', 'character'),
    lines('add', 'Motives taken up (one per line)'),
    lines('drop', 'Motives dropped (one per line)'),
    reason,
  ],
  allegianceChanges: [
    entity('characterId', 'Character', 'character'),
    entity('toFactionId', 'Joins', 'faction', { empty: 'null', noneLabel: 'No faction (leaves)' }),
    reason,
  ],
  characterAmendments: [
    entity('characterId', 'Character', 'character'),
    longText('description', 'New description', 4000, { empty: 'omit' }),
    longText('background', 'New background', 4000, { empty: 'omit' }),
    reason,
  ],
  locationAmendments: [entity('locationId', 'Place', 'location'), longText('description', 'New description', 4000), reason],
  relationshipChanges: [
    entity('characterId', 'Character', 'character'),
    entity('otherCharacterId', 'With', 'character'),
    choice('kind', 'Relationship', RELATIONSHIP_KINDS, { empty: 'null', noneLabel: 'No longer tied' }),
    text('note', 'Note', 1000, { blank: true }),
  ],
  leaderChanges: [
    entity('factionId', 'Faction', 'faction'),
    entity('leaderId', 'Leader', 'character', { empty: 'null', noneLabel: 'No leader' }),
    reason,
  ],
};

/** "moves:2" → the list and the index. */
export function changeAt(key: string): { readonly list: DraftList; readonly index: number } {
  const separator = key.lastIndexOf(':');
  return { list: key.slice(0, separator) as DraftList, index: Number(key.slice(separator + 1)) };
}

function itemsOf(consequences: Consequences, list: DraftList): readonly Item[] {
  if (list === 'newcomers.locations') return consequences.newcomers.locations as readonly Item[];
  if (list === 'newcomers.characters') return consequences.newcomers.characters as readonly Item[];
  return consequences[list] as readonly Item[];
}

/** The change a key names, or undefined. */
export function itemAt(consequences: Consequences, key: string): Item | undefined {
  const { list, index } = changeAt(key);
  return list in FIELDS ? itemsOf(consequences, list)[index] : undefined;
}

/** The fields the editor shows for the change a key names (none for a key it does not know). */
export function fieldsOf(consequences: Consequences, key: string): readonly FieldSpec[] {
  const item = itemAt(consequences, key);
  if (!item) return [];
  const fields = FIELDS[changeAt(key).list];
  return typeof fields === 'function' ? fields(item) : fields;
}

/** A value as its control shows it: a word, an id, a text, lines joined by newlines, a number; '' for none. */
export function fieldText(item: Item, field: FieldSpec): string {
  const value = item[field.name];
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('\n');
  return String(value);
}

/** Lines of a textarea as a list: trimmed, the empty ones left out. */
export function linesOf(raw: string): string[] {
  return raw
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Whether the control must be filled in: a value the server requires, unless it may stay blank. */
export function isRequired(field: FieldSpec): boolean {
  return field.empty === undefined && field.blank === undefined;
}

/** The form's text as the value the server takes; `omit` means the property is left out. */
export function fieldValue(raw: string, field: FieldSpec, previous: unknown): { readonly omit: true } | { readonly omit: false; readonly value: unknown } {
  if (field.kind.type === 'lines') return { omit: false, value: linesOf(raw) };
  if (field.kind.type === 'fraction') {
    if (raw.trim() === '' && field.empty === 'null') return { omit: false, value: null };
    const number = Number(raw);
    // The control (0 to 1) refuses anything else before it is sent; a stray value keeps the drafted one.
    return { omit: false, value: raw.trim() !== '' && Number.isFinite(number) ? Math.min(1, Math.max(0, number)) : previous };
  }
  if (field.kind.type === 'text' ? raw.trim() === '' : raw === '') {
    if (field.empty === 'omit') return { omit: true };
    if (field.empty === 'null') return { omit: false, value: null };
  }
  return { omit: false, value: raw };
}

/** The author's field edits: by change key, the raw text of each field they touched. */
export type FieldEdits = Readonly<Record<string, Readonly<Record<string, string>>>>;

function edited(item: Item, fields: readonly FieldSpec[], edits: Readonly<Record<string, string>>): Item {
  const next: Item = { ...item };
  for (const field of fields) {
    const raw = edits[field.name];
    if (raw === undefined) continue;
    const result = fieldValue(raw, field, item[field.name]);
    if (result.omit) delete next[field.name];
    else next[field.name] = result.value;
  }
  return next;
}

/** The draft's consequences with the author's field edits: only the fields they touched change. */
export function withFieldEdits(consequences: Consequences, edits: FieldEdits): Consequences {
  let next: Consequences = consequences;
  for (const [key, fieldEdits] of Object.entries(edits)) {
    const item = itemAt(next, key);
    if (!item) continue;
    const { list, index } = changeAt(key);
    const items = itemsOf(next, list).map((entry, at) => (at === index ? edited(entry, fieldsOf(next, key), fieldEdits) : entry));
    next =
      list === 'newcomers.locations' || list === 'newcomers.characters'
        ? { ...next, newcomers: { ...next.newcomers, [list === 'newcomers.locations' ? 'locations' : 'characters']: items } }
        : { ...next, [list]: items };
  }
  return next;
}

export interface EntityChoice {
  readonly value: string;
  readonly label: string;
}

export type EntityChoices = Readonly<Record<DraftEntityKind, readonly EntityChoice[]>>;

interface Named {
  readonly id: string;
  readonly name: string;
}

const byName = (left: EntityChoice, right: EntityChoice) => left.label.localeCompare(right.label);

/** What an entity control offers: the world's entities of its kind and the draft's newcomers of that kind, by name. */
export function entityChoicesOf(
  entities: { readonly locations: readonly Named[]; readonly factions: readonly Named[]; readonly characters: readonly Named[] },
  consequences: Consequences,
): EntityChoices {
  const of = (list: readonly Named[]) => list.map((entry) => ({ value: entry.id, label: entry.name }));
  return {
    location: [...of(entities.locations), ...consequences.newcomers.locations.map((place) => ({ value: place.locationId, label: `${place.name} (new)` }))].sort(byName),
    faction: of(entities.factions).sort(byName),
    character: [
      ...of(entities.characters),
      ...consequences.newcomers.characters.map((person) => ({ value: person.characterId, label: `${person.name} (new)` })),
    ].sort(byName),
  };
}

/** A control's options: its empty choice first (if it has one), then its words or entities; the current value is always there. */
export function optionsOf(field: FieldSpec, choices: EntityChoices, current: string, name: (id: string) => string): EntityChoice[] {
  const none = field.empty && field.noneLabel ? [{ value: '', label: field.noneLabel }] : [];
  const { kind } = field;
  const listed: EntityChoice[] =
    kind.type === 'choice' ? kind.choices.map((word) => ({ value: word, label: word })) : kind.type === 'entity' ? [...choices[kind.entity]] : [];
  const known = current === '' || listed.some((option) => option.value === current);
  return [...none, ...listed, ...(known ? [] : [{ value: current, label: kind.type === 'entity' ? name(current) : current }])];
}
