import type { WorldRole } from './members';

/**
 * Which role may make which call (issue 20): one table for every tRPC procedure and every REST route, which
 * the server checks before any handler runs. A call on a world names the world, or a thing in it, in its input
 * (`scope` and `key`: `$` is the input itself); the caller's role there must be listed. A caller who is no member
 * is told NOT_FOUND, a member whose role is not listed FORBIDDEN with `action` in the message.
 */
export type CallAccess =
  /** Any signed-in caller (or API key): the call is about the caller's own things, or makes a new world. */
  | { readonly scope: 'user' }
  | {
      readonly scope: WorldScope;
      readonly key: string;
      readonly roles: readonly WorldRole[];
      /** What the call does, as in "A viewer of this world cannot <action>." */
      readonly action: string;
    };

/** What the key names: a world, or a thing whose world the server looks up. */
export type WorldScope = 'world' | 'location' | 'faction' | 'character' | 'arc' | 'beat' | 'invite';

const READERS: readonly WorldRole[] = ['owner', 'co-author', 'player', 'viewer'];
const EDITORS: readonly WorldRole[] = ['owner', 'co-author'];
/** Players also create and edit their own character and record their actions; the domain holds them to that. */
const PLAYERS: readonly WorldRole[] = ['owner', 'co-author', 'player'];
const OWNER: readonly WorldRole[] = ['owner'];

const USER: CallAccess = { scope: 'user' };
const read = (scope: WorldScope, key: string): CallAccess => ({ scope, key, roles: READERS, action: 'read this world' });
const edit = (scope: WorldScope, key: string, action: string): CallAccess => ({ scope, key, roles: EDITORS, action });
const play = (scope: WorldScope, key: string, action: string): CallAccess => ({ scope, key, roles: PLAYERS, action });
const own = (scope: WorldScope, key: string, action: string): CallAccess => ({ scope, key, roles: OWNER, action });

/** Every tRPC procedure by its path. */
export const procedureAccess = {
  'world.list': USER,
  'world.create': USER,
  'world.getWorldState': read('world', 'worldId'),
  'world.seedWorld': edit('world', 'worldId', 'seed the world'),
  'world.createNewArc': edit('world', 'worldId', 'start an arc'),
  'world.progressArc': edit('world', 'worldId', 'progress the arc'),
  'world.getBeatEvents': read('beat', 'beatId'),
  'world.getBeatChanges': read('beat', 'beatId'),
  'world.recordWorldEvent': play('world', 'world_id', 'record events'),
  'world.get': read('world', '$'),
  'world.getCurrentBeat': read('world', '$'),
  'world.getEvents': read('world', 'worldId'),
  'world.completeArc': edit('world', 'worldId', 'complete the arc'),
  'world.setReviewMode': own('world', 'worldId', 'change review mode'),
  'world.getReview': read('world', 'worldId'),
  'world.editDraft': edit('world', 'worldId', 'edit drafts'),
  'world.acceptDraft': edit('world', 'worldId', 'accept drafts'),
  'world.regenerateDraft': edit('world', 'worldId', 'regenerate drafts'),
  'world.discardDraft': edit('world', 'worldId', 'discard drafts'),
  'world.revertBeat': edit('world', 'worldId', 'revert beats'),
  'world.setBudget': own('world', 'worldId', 'set the budget'),
  'world.setAutoAdvance': own('world', 'worldId', 'change auto-advance'),
  'world.getAutoAdvance': read('world', '$'),
  'world.live': read('world', 'worldId'),
  'usage.getRecords': USER,
  'usage.getSummary': USER,
  'usage.getCurrentMonth': USER,
  'usage.getWorldUsage': own('world', 'worldId', "see the world's usage"),
  'location.list': read('world', 'worldId'),
  'location.get': read('location', 'id'),
  'location.create': edit('world', 'world_id', 'create locations'),
  'location.update': edit('location', 'id', 'edit locations'),
  'location.delete': edit('location', 'id', 'delete locations'),
  'location.getByRegion': read('location', 'regionId'),
  'location.getHistory': read('location', 'locationId'),
  'location.search': read('world', 'worldId'),
  'location.enrichWithAI': edit('location', 'locationId', 'enrich locations'),
  'character.list': read('world', 'worldId'),
  'character.get': read('character', 'id'),
  'character.create': play('world', 'world_id', 'create characters'),
  'character.update': play('character', 'id', 'edit characters'),
  'character.delete': edit('character', 'id', 'delete characters'),
  'character.listByFaction': read('faction', 'factionId'),
  'character.listByLocation': read('location', 'locationId'),
  'faction.list': read('world', 'worldId'),
  'faction.get': read('faction', 'id'),
  'faction.create': edit('world', 'world_id', 'create factions'),
  'faction.update': edit('faction', 'id', 'edit factions'),
  'faction.delete': edit('faction', 'id', 'delete factions'),
  'faction.setStance': edit('faction', 'sourceId', 'change stances'),
  'faction.getStances': read('faction', '$'),
  'faction.claimLocation': edit('faction', 'factionId', 'claim locations'),
  'faction.releaseLocation': edit('faction', 'factionId', 'release locations'),
  'faction.setStatus': edit('faction', 'id', 'change faction status'),
  'faction.getHistory': read('faction', 'id'),
  'faction.generateDoctrine': edit('faction', '$', 'generate doctrines'),
  'faction.evaluateRelations': edit('world', 'worldId', 'evaluate faction relations'),
  'members.list': read('world', '$'),
  'members.invite': own('world', 'worldId', 'invite people'),
  'members.invites': own('world', '$', 'see invites'),
  'members.revokeInvite': own('invite', 'inviteId', 'revoke invites'),
  'members.join': USER,
  'members.previewInvite': USER,
  'members.setRole': own('world', 'worldId', 'change roles'),
  'members.remove': own('world', 'worldId', 'remove members'),
  'members.leave': read('world', '$'),
  'auth.apiKeys.list': USER,
  'auth.apiKeys.create': USER,
  'auth.apiKeys.revoke': USER,
  'auth.apiKeys.update': USER,
  'audit.history': read('world', 'worldId'),
  'audit.stateAt': read('world', 'worldId'),
  'audit.diff': read('world', 'worldId'),
  'audit.exportLink': edit('world', 'worldId', 'export the world'),
  'audit.fork': own('world', 'worldId', 'fork the world'),
  'audit.importWorld': USER,
} as const satisfies Record<string, CallAccess>;

export type ProcedurePath = keyof typeof procedureAccess;

/**
 * Every REST route by its operationId. The key is looked up in the route's path parameters, then its query,
 * then its JSON body. `keyless` routes (health checks) need no API key and no rule beyond USER.
 */
export const routeAccess = {
  health: USER,
  healthReady: USER,
  listWorlds: USER,
  createWorld: USER,
  importWorld: USER,
  getWorld: read('world', 'worldId'),
  getWorldState: read('world', 'worldId'),
  seedWorld: edit('world', 'worldId', 'seed the world'),
  createArc: edit('world', 'worldId', 'start an arc'),
  progressArc: edit('arc', 'arcId', 'progress the arc'),
  recordWorldEvent: play('world', 'worldId', 'record events'),
  listBeatEvents: read('beat', 'beatId'),
  getReview: read('world', 'worldId'),
  setReviewMode: own('world', 'worldId', 'change review mode'),
  editDraft: edit('world', 'worldId', 'edit drafts'),
  acceptDraft: edit('world', 'worldId', 'accept drafts'),
  discardDraft: edit('world', 'worldId', 'discard drafts'),
  regenerateDraft: edit('world', 'worldId', 'regenerate drafts'),
  revertBeat: edit('world', 'worldId', 'revert beats'),
  setWorldBudget: own('world', 'worldId', 'set the budget'),
  getWorldUsage: own('world', 'worldId', "see the world's usage"),
  getWorldHistory: read('world', 'worldId'),
  diffWorldStates: read('world', 'worldId'),
  exportWorld: edit('world', 'worldId', 'export the world'),
  forkWorld: own('world', 'worldId', 'fork the world'),
  listLocations: read('world', 'worldId'),
  searchLocations: read('world', 'worldId'),
  createLocation: edit('world', 'world_id', 'create locations'),
  getLocation: read('location', 'id'),
  updateLocation: edit('location', 'id', 'edit locations'),
  deleteLocation: edit('location', 'id', 'delete locations'),
  listFactions: read('world', 'worldId'),
  createFaction: edit('world', 'world_id', 'create factions'),
  getFaction: read('faction', 'id'),
  updateFaction: edit('faction', 'id', 'edit factions'),
  deleteFaction: edit('faction', 'id', 'delete factions'),
  listCharacters: read('world', 'worldId'),
  createCharacter: play('world', 'world_id', 'create characters'),
  getCharacter: read('character', 'id'),
  updateCharacter: play('character', 'id', 'edit characters'),
  deleteCharacter: edit('character', 'id', 'delete characters'),
  listMembers: read('world', 'worldId'),
  createInvite: own('world', 'worldId', 'invite people'),
  revokeInvite: own('invite', 'inviteId', 'revoke invites'),
  joinWorld: USER,
  previewInvite: USER,
  setMemberRole: own('world', 'worldId', 'change roles'),
  removeMember: own('world', 'worldId', 'remove members'),
} as const satisfies Record<string, CallAccess>;

/** The access of a REST route by operationId; undefined for one the table does not know (the server refuses it). */
export function accessOfRoute(operationId: string): CallAccess | undefined {
  return (routeAccess as Record<string, CallAccess>)[operationId];
}

/** The access of a procedure path; undefined for a path the table does not know (the server refuses it). */
export function accessOfProcedure(path: string): CallAccess | undefined {
  return (procedureAccess as Record<string, CallAccess>)[path];
}
