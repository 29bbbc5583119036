import { procedureAccess, type ProcedurePath, type WorldRole } from '@worldloom/contracts';
import { FORM_WORLD_EVENT_TYPES } from '@worldloom/contracts/vocabulary';
import { memberFailureMessage } from '../../apps/web/src/lib/member-failure';
import {
  onlyFields,
  PLAYER_EDITABLE_CHARACTER_FIELDS,
  roleMay,
  UNKNOWN_ACCESS,
  worldAccess,
} from '../../apps/web/src/lib/world-access';
import { APP_HOME, appPath } from '../../apps/web/src/lib/return-target';
import { PLAYER_EDITABLE_FIELDS } from '../../libs/domain/src/world/members/members.rules';

const me = '00000000-0000-4000-8000-0000000000aa';
const someoneElse = '00000000-0000-4000-8000-0000000000bb';
const mine = { id: '00000000-0000-4000-8000-000000000001', controlled_by: me };
const theirs = { id: '00000000-0000-4000-8000-000000000002', controlled_by: someoneElse };
const npc = { id: '00000000-0000-4000-8000-000000000003', controlled_by: null };

const access = (role: WorldRole | null, characters = [npc, theirs], table: typeof procedureAccess | null = procedureAccess) =>
  worldAccess({ table, role, userId: me, characters });

/** The buttons of the world page, by the procedure each one calls. */
const ACTIONS: readonly ProcedurePath[] = [
  'world.progressArc',
  'world.createNewArc',
  'world.seedWorld',
  'world.revertBeat',
  'world.setReviewMode',
  'world.acceptDraft',
  'world.setAutoAdvance',
  'usage.getWorldUsage',
  'location.create',
  'location.update',
  'location.delete',
  'faction.create',
  'faction.update',
  'faction.delete',
  'faction.setStatus',
  'faction.setStance',
  'faction.claimLocation',
  'faction.releaseLocation',
  'character.delete',
  'members.invite',
  'members.setRole',
  'members.remove',
];

const offered = (role: WorldRole) => ACTIONS.filter((path) => access(role).may(path));

describe('what a role may do on the world page (world-access)', () => {
  it('follows the permissions table of libs/contracts, procedure by procedure', () => {
    for (const role of ['co-author', 'player', 'viewer'] as const) {
      for (const path of Object.keys(procedureAccess) as ProcedurePath[]) {
        const rule = procedureAccess[path];
        const expected = rule.scope === 'user' || (rule.roles as readonly string[]).includes(role);
        expect([role, path, roleMay(procedureAccess, role, path)]).toEqual([role, path, expected]);
        expect([role, path, access(role).may(path)]).toEqual([role, path, expected]);
      }
    }
  });

  it('offers the owner every action, a co-author the editing ones, and a player or a viewer none of them', () => {
    expect(offered('owner')).toEqual(ACTIONS);
    expect(offered('co-author')).toEqual(ACTIONS.filter((path) => !['world.setReviewMode', 'world.setAutoAdvance', 'usage.getWorldUsage'].includes(path) && !path.startsWith('members.')));
    expect(offered('player')).toEqual([]);
    expect(offered('viewer')).toEqual([]);
  });

  it('gives a viewer no character to add, no event to record and no character to edit or remove', () => {
    const viewer = access('viewer', [npc, mine]);
    expect(viewer.characterTypes).toEqual([]);
    expect(viewer.eventTypes).toEqual([]);
    expect([viewer.mayEditCharacter(npc), viewer.mayEditCharacter(mine), viewer.mayRemoveCharacter(npc)]).toEqual([false, false, false]);
    expect(viewer.createsOwnCharacter || viewer.recordsActions).toBe(false);
  });

  it('lets a player without a character create their own, of type player only, and record nothing yet', () => {
    const player = access('player', [npc, theirs]);
    expect(player.ownCharacterId).toBeNull();
    expect(player.characterTypes).toEqual(['player']);
    expect(player.createsOwnCharacter).toBe(true);
    expect(player.eventTypes).toEqual([]);
    expect(player.recordsActions).toBe(false);
  });

  it('lets a player with their character record player actions and edit that character only', () => {
    const player = access('player', [npc, theirs, mine]);
    expect(player.ownCharacterId).toBe(mine.id);
    expect(player.characterTypes).toEqual([]);
    expect(player.createsOwnCharacter).toBe(false);
    expect(player.eventTypes).toEqual(['player_action']);
    expect(player.recordsActions).toBe(true);
    expect([player.mayEditCharacter(mine), player.mayEditCharacter(theirs), player.mayEditCharacter(npc)]).toEqual([true, false, false]);
    expect(player.mayRemoveCharacter(mine)).toBe(false);
  });

  it('marks as "You" only the character bound to the signed-in person', () => {
    const player = access('player', [npc, theirs, mine]);
    expect([player.isOwn(mine), player.isOwn(theirs), player.isOwn(npc)]).toEqual([true, false, false]);
    expect(worldAccess({ table: procedureAccess, role: 'player', userId: null, characters: [mine] }).isOwn(mine)).toBe(false);
  });

  it('lets editors add any character and record every event type, and edit and remove any character', () => {
    for (const role of ['owner', 'co-author'] as const) {
      const editor = access(role, [npc, theirs]);
      expect([role, [...editor.characterTypes].sort()]).toEqual([role, ['npc', 'player']]);
      expect([role, editor.eventTypes]).toEqual([role, FORM_WORLD_EVENT_TYPES]);
      expect([role, editor.mayEditCharacter(theirs), editor.mayRemoveCharacter(theirs)]).toEqual([role, true, true]);
      expect([role, editor.createsOwnCharacter, editor.recordsActions]).toEqual([role, false, false]);
    }
  });

  it('offers nothing to a known non-owner until the table is in, and the page as it was while the role is unknown', () => {
    const waiting = access('co-author', [npc], null);
    expect(ACTIONS.filter((path) => waiting.may(path))).toEqual([]);
    expect(waiting.eventTypes).toEqual([]);
    expect(ACTIONS.filter((path) => access('owner', [npc], null).may(path))).toEqual(ACTIONS);
    expect(ACTIONS.filter((path) => UNKNOWN_ACCESS.may(path))).toEqual(ACTIONS);
    expect(UNKNOWN_ACCESS.role).toBeNull();
  });
});

describe("a player's edit form (world-access characterFields)", () => {
  it('holds the same fields as the domain rule, by the names of the character calls', () => {
    const callName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    expect([...PLAYER_EDITABLE_CHARACTER_FIELDS].sort()).toEqual(PLAYER_EDITABLE_FIELDS.map(callName).sort());
  });

  it('offers a player only description, motivations and place; authors and an unknown role name, status and description', () => {
    expect(access('player', [npc, mine]).characterFields).toEqual(['description', 'motivations', 'location_id']);
    for (const role of ['owner', 'co-author', null] as const) expect([role, access(role).characterFields]).toEqual([role, ['name', 'status', 'description']]);
    expect(UNKNOWN_ACCESS.characterFields).toEqual(['name', 'status', 'description']);
  });

  it('sends only the changes of the fields given', () => {
    const changes = { name: 'Corin the Bold', status: 'inactive', description: 'Keeps the wall.', location_id: null };
    expect(onlyFields(changes, access('player').characterFields)).toEqual({ description: 'Keeps the wall.', location_id: null });
    expect(onlyFields(changes, access('owner').characterFields)).toEqual({ name: 'Corin the Bold', status: 'inactive', description: 'Keeps the wall.' });
    expect(onlyFields({ name: 'x' }, PLAYER_EDITABLE_CHARACTER_FIELDS)).toEqual({});
  });
});

describe('where signing in leads (return-target appPath)', () => {
  const origin = 'https://worldloom.example';

  it('keeps a page of the app on this site, with its search and hash', () => {
    expect(appPath('/app/join/AbC-123_xyz', origin)).toBe('/app/join/AbC-123_xyz');
    expect(appPath('/app/worlds/1?history=true#map', origin)).toBe('/app/worlds/1?history=true#map');
    expect(appPath('/app', origin)).toBe(APP_HOME);
  });

  it('refuses another origin, a page outside /app and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/app/join/x',
      '//evil.example/app/join/x',
      '/\\evil.example/app',
      '/\\/evil.example/app',
      'javascript:alert(1)',
      '/',
      '/login',
      '/application',
      '/app/../login',
      'app/join/x',
      '',
      null,
      42,
    ]) {
      expect([value, appPath(value, origin)]).toEqual([value, null]);
    }
  });
});

describe('memberFailureMessage', () => {
  it("says the server's own words for a refusal the person can act on", () => {
    expect(memberFailureMessage({ message: 'This invite has expired.', data: { code: 'CONFLICT' } }, 'Failed to join the world.')).toBe('This invite has expired.');
    expect(memberFailureMessage({ message: 'Invite not found', data: { code: 'NOT_FOUND' } }, 'x')).toBe('Invite not found');
    expect(memberFailureMessage({ message: 'The owner cannot be removed or given another role.', data: { code: 'CONFLICT' } }, 'x')).toBe(
      'The owner cannot be removed or given another role.',
    );
  });

  it("says which fields a player's change was refused for (FORBIDDEN)", () => {
    const refused = "A player can change only their character's description, motivations and place, not: name, status.";
    expect(memberFailureMessage({ message: refused, data: { code: 'FORBIDDEN' } }, 'Failed to save changes.')).toBe(refused);
  });

  it('falls back for server failures, bare schema issues and anything that is not a client error', () => {
    expect(memberFailureMessage({ message: 'boom', data: { code: 'INTERNAL_SERVER_ERROR' } }, 'Failed to join the world.')).toBe('Failed to join the world.');
    expect(memberFailureMessage({ message: 'Invalid input', data: { code: 'BAD_REQUEST', issues: [{}] } }, 'Failed.')).toBe('Failed.');
    expect(memberFailureMessage(new Error('offline'), 'Failed.')).toBe('Failed.');
    expect(memberFailureMessage(null, 'Failed.')).toBe('Failed.');
  });
});
