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
    expect(copied.slice(1).map((event) => event.type)).toEqual(history.slice(1).map((event) => event.type));
    const state = fold(worldDecider, copied);
    expect(state).toMatchObject({ status: 'created', worldId: 'world-copy', ownerId: 'user-copier', origin: copy.origin });
  });

  it('refuses a history that does not start with WorldCreated', () => {
    expect(() => copyWorldHistory(richHistory().slice(1), copy, (id) => id)).toThrow(
      expect.objectContaining({ code: 'HISTORY.NOT_A_WORLD', kind: 'invalid' }) as Error,
    );
  });
});
