import { fold } from '../shared/decider';
import { worldDecider } from '../world/world.decider';
import { worldCreated } from '../world/world.fixtures.spec';
import { copyWorldHistory } from './copy-history';
import { richHistory } from './history.fixtures.spec';

describe('copyWorldHistory', () => {
  const copy = {
    worldId: 'world-copy',
    ownerId: 'user-copier',
    name: 'Frostmarch (fork)',
    description: 'Frozen northern wastes',
    createdAt: '2026-02-01T00:00:00.000Z',
    origin: { kind: 'fork', sourceWorldId: worldCreated.data.worldId, sourceRevision: 9 },
  } as const;

  it('starts the copy with its own WorldCreated naming the origin, then the source’s events under new ids', () => {
    const history = richHistory();
    const copied = copyWorldHistory(history, copy, (id) => `new:${id}`);
    expect(copied[0]).toEqual({ type: 'WorldCreated', data: copy });
    // Membership stays with the source: the copy's events are the source's but who joined, left or played whom.
    const membership = new Set(['InviteCreated', 'InviteRevoked', 'MemberJoined', 'MemberRoleChanged', 'MemberRemoved', 'MemberLeft', 'PlayerCharacterBound']);
    const kept = history.slice(1).filter((event) => !membership.has(event.type));
    expect(copied.slice(1).map((event) => event.type)).toEqual(kept.map((event) => event.type));
    const state = fold(worldDecider, copied);
    expect(state).toMatchObject({ status: 'created', worldId: 'world-copy', ownerId: 'user-copier', origin: copy.origin });
  });

  it('belongs to whoever copied it, with no other member and no invite', () => {
    const state = fold(worldDecider, copyWorldHistory(richHistory(), copy, (id) => `new:${id}`));
    if (state.status !== 'created') throw new Error('no world');
    expect([...state.membership.members.values()]).toEqual([
      { userId: 'user-copier', role: 'owner', joinedAt: copy.createdAt, characterId: null },
    ]);
    expect(state.membership.invites.size).toBe(0);
    expect(state.membership.autoAdvance).toBe(true);
  });

  it('refuses a history that does not start with WorldCreated', () => {
    expect(() => copyWorldHistory(richHistory().slice(1), copy, (id) => id)).toThrow(
      expect.objectContaining({ code: 'HISTORY.NOT_A_WORLD', kind: 'invalid' }) as Error,
    );
  });
});
