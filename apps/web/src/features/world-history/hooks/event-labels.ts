import type { ActorKind, EventSource, HistoryEntry, HistoryEventType } from '@worldloom/contracts';

/** What each event of a world's stream is about; the filter offers a whole category or one type. */
export const EVENT_CATEGORIES = [
  { value: 'world', label: 'World', noun: 'world' },
  { value: 'story', label: 'Story', noun: 'story' },
  { value: 'locations', label: 'Locations', noun: 'location' },
  { value: 'factions', label: 'Factions', noun: 'faction' },
  { value: 'characters', label: 'Characters', noun: 'character' },
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];

const CATEGORY_OF: Readonly<Record<HistoryEventType, EventCategory>> = {
  WorldCreated: 'world',
  WorldSeedingRequested: 'world',
  WorldSeedingPhaseRecorded: 'world',
  WorldSeeded: 'world',
  WorldSeedingFailed: 'world',
  WorldReviewModeSet: 'world',
  WorldBudgetSet: 'world',
  InviteCreated: 'world',
  InviteRevoked: 'world',
  MemberJoined: 'world',
  MemberRoleChanged: 'world',
  MemberRemoved: 'world',
  MemberLeft: 'world',
  PlayerCharacterBound: 'world',
  WorldAutoAdvanceSet: 'world',
  ArcStarted: 'story',
  BeatGenerated: 'story',
  ArcCompleted: 'story',
  WorldEventRecorded: 'story',
  BeatDrafted: 'story',
  BeatDraftEdited: 'story',
  BeatDraftAccepted: 'story',
  BeatDraftDiscarded: 'story',
  BeatReverted: 'story',
  LocationAdded: 'locations',
  LocationUpdated: 'locations',
  LocationStatusChanged: 'locations',
  LocationHistoryRecorded: 'locations',
  LocationDescriptionAmended: 'locations',
  LocationRemoved: 'locations',
  LocationClaimed: 'factions',
  LocationReleased: 'factions',
  FactionAdded: 'factions',
  FactionUpdated: 'factions',
  FactionStatusChanged: 'factions',
  FactionHistoryRecorded: 'factions',
  FactionStanceChanged: 'factions',
  FactionDoctrineRewritten: 'factions',
  FactionRemoved: 'factions',
  CharacterAdded: 'characters',
  CharacterUpdated: 'characters',
  CharacterStatusChanged: 'characters',
  CharacterMoved: 'characters',
  CharacterMemoryRecorded: 'characters',
  CharacterMotivationsChanged: 'characters',
  CharacterAllegianceChanged: 'characters',
  CharacterProfileAmended: 'characters',
  CharacterRelationshipChanged: 'characters',
  CharacterHistoryRecorded: 'characters',
  CharacterRemoved: 'characters',
};

/** Every event type, by category: the record above has to name each one the contracts know. */
export const HISTORY_EVENT_TYPES = Object.keys(CATEGORY_OF) as HistoryEventType[];

export function eventCategory(type: HistoryEventType): EventCategory {
  return CATEGORY_OF[type];
}

/** "BeatGenerated" → "Beat generated". */
export function eventTypeLabel(type: HistoryEventType): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The event type filter's choices: everything, a category, or one type (values "all", "category:…", "type:…"). */
export type EventTypeFilter = 'all' | `category:${EventCategory}` | `type:${HistoryEventType}`;

export const ALL_EVENTS: EventTypeFilter = 'all';

export function eventTypeFilterGroups() {
  return EVENT_CATEGORIES.map((category) => ({
    label: category.label,
    options: [
      { value: `category:${category.value}` as EventTypeFilter, label: `All ${category.noun} events` },
      ...HISTORY_EVENT_TYPES
        .filter((type) => CATEGORY_OF[type] === category.value)
        .map((type) => ({ value: `type:${type}` as EventTypeFilter, label: eventTypeLabel(type) })),
    ],
  }));
}

/** The `types` the history is asked for; undefined asks for every type. */
export function typesOfFilter(filter: EventTypeFilter): HistoryEventType[] | undefined {
  if (filter === 'all') return undefined;
  const [kind, value] = filter.split(':') as ['category' | 'type', string];
  if (kind === 'type') return [value as HistoryEventType];
  return HISTORY_EVENT_TYPES.filter((type) => CATEGORY_OF[type] === value);
}

export function isEventTypeFilter(value: string): value is EventTypeFilter {
  return value === 'all' || eventTypeFilterGroups().some((group) => group.options.some((option) => option.value === value));
}

const SOURCE_LABELS: Readonly<Record<EventSource, string>> = { web: 'Web', api: 'API', generator: 'Generator' };
const ACTOR_LABELS: Readonly<Record<ActorKind, string>> = { user: 'User', api_key: 'API key', system: 'System' };

export const SOURCES = Object.keys(SOURCE_LABELS) as EventSource[];
export const ACTOR_KINDS = Object.keys(ACTOR_LABELS) as ActorKind[];

export function sourceLabel(source: EventSource): string {
  return SOURCE_LABELS[source];
}

export function actorKindLabel(kind: ActorKind): string {
  return ACTOR_LABELS[kind];
}

/** Who did it, as an analyst reads it: "You", "API key 3f2a…", "System (seeding-worker)". */
export function actorLabel(actor: HistoryEntry['actor'], signedInUserId: string | undefined): string {
  if (actor.kind === 'user') return actor.id === signedInUserId ? 'You' : `User ${shortId(actor.id)}`;
  if (actor.kind === 'api_key') return `API key ${shortId(actor.id)}`;
  return `System (${actor.id})`;
}

/** "procedural · procedural-v1", or null when no generator wrote the event. */
export function generatorLabel(generator: HistoryEntry['generator']): string | null {
  return generator ? `${generator.provider} · ${generator.model}` : null;
}

/** The first 8 characters of an id (a UUID's first group), enough to tell actors apart. */
function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** The timeline's filters in the world page's address (see history-search.ts): `type`, `source`, `actor`. */
export interface FilterSearch {
  readonly type?: EventTypeFilter;
  readonly source?: EventSource;
  readonly actor?: ActorKind;
}

/** The filters the address names; unknown ones and the defaults ("all") are left out. */
export function parseFilterSearch(raw: Record<string, unknown>): FilterSearch {
  const type = typeof raw.type === 'string' && raw.type !== ALL_EVENTS && isEventTypeFilter(raw.type) ? raw.type : undefined;
  const source = SOURCES.find((known) => known === raw.source);
  const actor = ACTOR_KINDS.find((known) => known === raw.actor);
  return { ...(type && { type }), ...(source && { source }), ...(actor && { actor }) };
}

/** The timeline's filters as the view holds them: '' for all sources or all actors. */
export interface TimelineFilterState {
  readonly type: EventTypeFilter;
  readonly source: EventSource | '';
  readonly actorKind: ActorKind | '';
}

export function filtersOfSearch(search: FilterSearch): TimelineFilterState {
  return { type: search.type ?? ALL_EVENTS, source: search.source ?? '', actorKind: search.actor ?? '' };
}

/** The address's part for the filters; the defaults are left out of it. */
export function searchOfFilters(filters: TimelineFilterState): FilterSearch {
  return {
    type: filters.type === ALL_EVENTS ? undefined : filters.type,
    source: filters.source || undefined,
    actor: filters.actorKind || undefined,
  };
}
