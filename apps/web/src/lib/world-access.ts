import type { CallAccess, ProcedurePath, WorldRole } from '@worldloom/contracts';
import { CHARACTER_TYPES, FORM_WORLD_EVENT_TYPES } from '@worldloom/contracts/vocabulary';

/*
 * What the signed-in person may do in a world, from their role and the one permissions table of
 * libs/contracts (procedureAccess), so the page offers only what the server would allow. The server checks
 * every call anyway: this only decides which buttons to show. Pure, so the rules are tested without a page.
 */

/** procedureAccess, or any table of the same shape. */
export type AccessTable = Readonly<Record<ProcedurePath, CallAccess>>;

export type CharacterType = (typeof CHARACTER_TYPES)[number];
export type EventType = (typeof FORM_WORLD_EVENT_TYPES)[number];

/** A character as far as ownership goes: `controlled_by` is the user a player character is bound to. */
export interface OwnedCharacter {
  readonly id: string;
  readonly controlled_by?: string | null;
}

/**
 * What a player may change of their own character, by the names of the character calls: the domain's rule
 * PLAYER_EDITABLE_FIELDS (libs/domain/src/world/members/members.rules.ts: description, motivations, locationId),
 * which the server holds every change to. Keep the two alike. The edit form shows the ones it has a field for.
 */
export const PLAYER_EDITABLE_CHARACTER_FIELDS = ['description', 'motivations', 'location_id'] as const;

/** What an author's edit form changes of a character. */
export const AUTHOR_EDITABLE_CHARACTER_FIELDS = ['name', 'status', 'description'] as const;

export type CharacterField = (typeof PLAYER_EDITABLE_CHARACTER_FIELDS)[number] | (typeof AUTHOR_EDITABLE_CHARACTER_FIELDS)[number];

/** Only the changes of the given fields: what a player's form sends, so the server is never asked for more. */
export function onlyFields<Changes extends object>(changes: Changes, fields: readonly string[]): Partial<Changes> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => fields.includes(key))) as Partial<Changes>;
}

export const ROLE_LABELS: Readonly<Record<WorldRole, string>> = {
  owner: 'Owner',
  'co-author': 'Co-author',
  player: 'Player',
  viewer: 'Viewer',
};

/** Whether the table lets the role make the call; a call about the caller's own things (USER) is anyone's. */
export function roleMay(table: AccessTable, role: WorldRole, path: ProcedurePath): boolean {
  const rule = table[path];
  return rule.scope === 'user' || rule.roles.includes(role);
}

export interface WorldAccess {
  /** null while the role is not known yet: the page shows what it always showed (most pages are their owner's). */
  readonly role: WorldRole | null;
  readonly userId: string | null;
  /** The player character bound to the signed-in person, if they have one. */
  readonly ownCharacterId: string | null;
  /** Whether the role may make the call at all (before a player's own rules). */
  readonly may: (path: ProcedurePath) => boolean;
  /** The character types the add form offers: none when the person may add no character now. */
  readonly characterTypes: readonly CharacterType[];
  /** A player adds only their own character, once: the add button says so. */
  readonly createsOwnCharacter: boolean;
  /** The event types the event form offers: none when the person may record none now. */
  readonly eventTypes: readonly EventType[];
  /** A player records only their own character's actions: the button and the form say so. */
  readonly recordsActions: boolean;
  readonly isOwn: (character: OwnedCharacter) => boolean;
  readonly mayEditCharacter: (character: OwnedCharacter) => boolean;
  readonly mayRemoveCharacter: (character: OwnedCharacter) => boolean;
  /** The fields the edit form offers for a character the person may edit: a player's own, only what a player may change. */
  readonly characterFields: readonly CharacterField[];
}

interface AccessFacts {
  /** The table; null while it loads (then only an owner, or an unknown role, is offered anything). */
  readonly table: AccessTable | null;
  readonly role: WorldRole | null;
  readonly userId: string | null;
  readonly characters: readonly OwnedCharacter[];
}

/** The owner may make every call of a world (the table's own test holds it to that). */
function mayOf(table: AccessTable | null, role: WorldRole | null): (path: ProcedurePath) => boolean {
  if (role === null || role === 'owner') return () => true;
  if (table === null) return () => false;
  return (path) => roleMay(table, role, path);
}

export function worldAccess({ table, role, userId, characters }: AccessFacts): WorldAccess {
  const may = mayOf(table, role);
  const isOwn = (character: OwnedCharacter) => userId !== null && character.controlled_by === userId;
  const own = characters.find(isOwn);
  const player = role === 'player';
  const characterTypes: readonly CharacterType[] = !may('character.create') ? [] : player ? (own ? [] : ['player']) : CHARACTER_TYPES;
  const eventTypes: readonly EventType[] = !may('world.recordWorldEvent') ? [] : player ? (own ? ['player_action'] : []) : FORM_WORLD_EVENT_TYPES;
  return {
    role,
    userId,
    ownCharacterId: own?.id ?? null,
    may,
    characterTypes,
    createsOwnCharacter: player && characterTypes.length > 0,
    eventTypes,
    recordsActions: player && eventTypes.length > 0,
    isOwn,
    mayEditCharacter: (character) => may('character.update') && (!player || isOwn(character)),
    mayRemoveCharacter: () => may('character.delete'),
    characterFields: player ? PLAYER_EDITABLE_CHARACTER_FIELDS : AUTHOR_EDITABLE_CHARACTER_FIELDS,
  };
}

/** Before anything is known: the page as it always was. */
export const UNKNOWN_ACCESS: WorldAccess = worldAccess({ table: null, role: null, userId: null, characters: [] });
