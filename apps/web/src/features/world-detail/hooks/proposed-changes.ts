import type { BeatDraft, ProposedBeat, ProposedConsequences } from '@worldloom/contracts';

type Consequences = ProposedConsequences;
/** The consequence lists of a draft (newcomers aside, which are two lists in one object). */
type ListName = Exclude<keyof Consequences, 'newcomers'>;
type Item<List extends ListName> = Consequences[List][number];

/** The name of a location, faction or character by id, as the world (or the draft's newcomers) has it. */
export type NameOf = (id: string | null | undefined) => string;

/** A status change the author may alter: which vocabulary applies, and the status proposed. */
export interface AlterableStatus {
  readonly entity: 'location' | 'faction' | 'character';
  readonly status: string;
}

/** One proposed change, in plain words, keyed by where it sits in the draft ("moves:0", "newcomers.characters:1"). */
export interface ProposedChange {
  readonly key: string;
  readonly label: string;
  readonly status?: AlterableStatus;
}

const LABELS: { readonly [List in ListName]: (item: Item<List>, name: NameOf) => string } = {
  locationStatusChanges: (change, name) => `${name(change.locationId)} becomes ${change.status}`,
  factionStatusChanges: (change, name) => `${name(change.factionId)} becomes ${change.status}`,
  characterStatusChanges: (change, name) => `${name(change.characterId)} becomes ${change.status}`,
  memories: (memory, name) => `${name(memory.characterId)} remembers: ${memory.eventDescription}`,
  moves: (move, name) => `${name(move.characterId)} moves to ${name(move.toLocationId)}`,
  locationHistory: (entry, name) => `${name(entry.locationId)}: ${entry.event}`,
  factionHistory: (entry, name) => `${name(entry.factionId)}: ${entry.event}`,
  stanceChanges: (change, name) => `${name(change.sourceFactionId)} turns ${change.stance} toward ${name(change.targetFactionId)}`,
  territoryChanges: (change, name) =>
    change.kind === 'claim' ? `${name(change.factionId)} claims ${name(change.locationId)}` : `${name(change.factionId)} lets ${name(change.locationId)} go`,
  doctrines: (doctrine, name) => `${name(doctrine.factionId)} takes up the doctrine "${doctrine.ideology}"`,
  motivationChanges: (change, name) =>
    `${name(change.characterId)} ${[...(change.add ?? []).map((motive) => `takes up "${motive}"`), ...(change.drop ?? []).map((motive) => `drops "${motive}"`)].join(', ') || 'rethinks their motives'}`,
  allegianceChanges: (change, name) =>
    change.toFactionId === null ? `${name(change.characterId)} leaves their faction` : `${name(change.characterId)} joins ${name(change.toFactionId)}`,
  characterAmendments: (change, name) => `${name(change.characterId)} is seen anew: ${change.reason}`,
  locationAmendments: (change, name) => `${name(change.locationId)} is described anew: ${change.reason}`,
  relationshipChanges: (change, name) =>
    `${name(change.characterId)} and ${name(change.otherCharacterId)}: ${change.kind ?? 'no longer tied'}`,
  leaderChanges: (change, name) => (change.leaderId === null ? `${name(change.factionId)} loses its leader` : `${name(change.leaderId)} leads ${name(change.factionId)}`),
};

const LIST_NAMES = Object.keys(LABELS) as ListName[];

function statusOf(list: ListName, item: Item<ListName>): AlterableStatus | undefined {
  if (list === 'locationStatusChanges') return { entity: 'location', status: (item as Item<'locationStatusChanges'>).status };
  if (list === 'factionStatusChanges') return { entity: 'faction', status: (item as Item<'factionStatusChanges'>).status };
  if (list === 'characterStatusChanges') return { entity: 'character', status: (item as Item<'characterStatusChanges'>).status };
  return undefined;
}

/** Every change a draft proposes, newcomers first, in plain words. */
export function proposedChanges(consequences: Consequences, name: NameOf): ProposedChange[] {
  const newcomers = [
    ...consequences.newcomers.locations.map((place, index) => ({ key: `newcomers.locations:${index}`, label: `New place: ${place.name}` })),
    ...consequences.newcomers.characters.map((character, index) => ({ key: `newcomers.characters:${index}`, label: `New character: ${character.name}` })),
  ];
  const changes = LIST_NAMES.flatMap((list) =>
    (consequences[list] as readonly Item<ListName>[]).map((item, index) => {
      const label = (LABELS[list] as (item: Item<ListName>, name: NameOf) => string)(item, name);
      const status = statusOf(list, item);
      return { key: `${list}:${index}`, label, ...(status ? { status } : {}) };
    }),
  );
  return [...newcomers, ...changes];
}

/** A name lookup over the world's entities and the draft's newcomers; an id it does not know reads "someone unknown". */
export function namesOf(entities: readonly { readonly id: string; readonly name: string }[], consequences: Consequences): NameOf {
  const names = new Map(entities.map((entity) => [entity.id, entity.name]));
  for (const place of consequences.newcomers.locations) names.set(place.locationId, place.name);
  for (const character of consequences.newcomers.characters) names.set(character.characterId, character.name);
  return (id) => (id ? (names.get(id) ?? 'someone unknown') : 'no one');
}

/**
 * The author's changes to a draft: its text, the changes dropped, the statuses altered (by change key), and the
 * consequences with every other field they edited (draft-fields' withFieldEdits; left out, as drafted).
 */
export interface DraftEdit {
  readonly beatName: string;
  readonly description: string;
  readonly dropped: ReadonlySet<string>;
  readonly statuses?: Readonly<Record<string, string>>;
  readonly consequences?: Consequences;
  /** The beat's world directives and emergent storylines; left out, as drafted. */
  readonly directives?: readonly string[];
  readonly storylines?: readonly string[];
}

function kept<Entry>(items: readonly Entry[], list: string, dropped: ReadonlySet<string>): Entry[] {
  return items.filter((_, index) => !dropped.has(`${list}:${index}`));
}

function altered<Entry extends { status: string }>(items: readonly Entry[], list: string, edit: DraftEdit): Entry[] {
  return kept(
    items.map((item, index) => ({ ...item, status: edit.statuses?.[`${list}:${index}`] ?? item.status })),
    list,
    edit.dropped,
  );
}

/** The beat the author sends back: the draft with their text and edited changes, without the dropped ones. */
export function editedBeat(draft: BeatDraft, edit: DraftEdit): ProposedBeat {
  const consequences = edit.consequences ?? draft.consequences;
  const lists = Object.fromEntries(LIST_NAMES.map((list) => [list, kept(consequences[list] as readonly unknown[], list, edit.dropped)]));
  return {
    beat_name: edit.beatName,
    description: edit.description,
    world_directives: [...(edit.directives ?? draft.world_directives)],
    emergent_storylines: [...(edit.storylines ?? draft.emergent_storylines)],
    consequences: {
      ...(lists as Omit<Consequences, 'newcomers'>),
      newcomers: {
        locations: kept(consequences.newcomers.locations, 'newcomers.locations', edit.dropped),
        characters: kept(consequences.newcomers.characters, 'newcomers.characters', edit.dropped),
      },
      locationStatusChanges: altered(consequences.locationStatusChanges, 'locationStatusChanges', edit),
      factionStatusChanges: altered(consequences.factionStatusChanges, 'factionStatusChanges', edit),
      characterStatusChanges: altered(consequences.characterStatusChanges, 'characterStatusChanges', edit),
    },
  };
}
