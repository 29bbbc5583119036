import { WorldDiff, WorldStateAt } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { type AuditWorld, auditWorld } from './support/audit-world';

function errorOf(error: unknown): { code?: string; message?: string } {
  return error instanceof TRPCClientError ? { code: (error as TRPCClientError<AppRouter>).data?.code, message: error.message } : {};
}

describe('audit.stateAt and audit.diff: a world at any point of its history', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let world: AuditWorld;
  let lastRevision: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    bob = await signUpUser(testApp.url);
    world = await auditWorld(alice);
    lastRevision = (await alice.trpc.audit.history.query({ worldId: world.worldId, limit: 1 })).items[0]!.revision;
  });

  afterAll(() => testApp.close());

  it('folds the latest revision into exactly what the live read models show', async () => {
    const folded = WorldStateAt.parse(await alice.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: lastRevision }));
    const live = WorldStateAt.parse(await alice.trpc.audit.stateAt.query({ worldId: world.worldId }));
    expect(folded.revision).toBe(lastRevision);
    expect(live).toMatchObject({ revision: null, occurred_at: null });
    const { revision: _r, occurred_at: _o, ...foldedSnapshot } = folded;
    const { revision: _lr, occurred_at: _lo, ...liveSnapshot } = live;
    expect(foldedSnapshot).toEqual(liveSnapshot);
    const diff = WorldDiff.parse(await alice.trpc.audit.diff.query({ worldId: world.worldId, from: { atRevision: lastRevision } }));
    expect(diff).toMatchObject({ world: [], locations: { added: [], removed: [], changed: [] }, characters: { added: [], removed: [], changed: [] } });
  });

  it('shows the world at revision 0 as created, empty', async () => {
    const created = await alice.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: 0 });
    expect(created).toMatchObject({ revision: 0, currentArc: null, currentBeats: [], locations: [], factions: [], characters: [] });
    expect(created.world).toMatchObject({ id: world.worldId, name: 'Frostmarch', current_arc_id: null });
    expect(created.world.updated_at).toBe(created.world.created_at);
  });

  it('shows the world just after a beat was generated, and at a time', async () => {
    const atBeat = await alice.trpc.audit.stateAt.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 1 });
    expect(atBeat.currentArc).toMatchObject({ id: world.arcId, status: 'active' });
    expect(atBeat.currentBeats.map((beat) => beat.beat_index)).toEqual([0, 1]);
    expect(atBeat.currentArc!.current_beat_id).toBe(atBeat.currentBeats[1]!.id);
    // Before the hand edit: the location still has its old name.
    expect(atBeat.locations.find((location) => location.id === world.renamedLocationId)!.name).not.toBe('Renamed Haven');
    const atTime = await alice.trpc.audit.stateAt.query({ worldId: world.worldId, at: atBeat.occurred_at! });
    expect(atTime.revision).toBeGreaterThanOrEqual(atBeat.revision!);
    expect(atTime.currentBeats).toHaveLength(2);
  });

  it('diffs two beats entity by entity, field by field', async () => {
    const diff = WorldDiff.parse(
      await alice.trpc.audit.diff.query({
        worldId: world.worldId,
        from: { arcId: world.arcId, beatIndex: 1 },
        to: { arcId: world.arcId, beatIndex: 3 },
      }),
    );
    const renamed = diff.locations.changed.find((change) => change.id === world.renamedLocationId)!;
    expect(renamed.name).toBe('Renamed Haven');
    expect(renamed.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: expect.any(String), after: 'Renamed Haven' },
        { field: 'status', before: expect.any(String), after: 'declining' },
      ]),
    );
    expect(diff.beats.added.map((beat) => beat.beat_index)).toEqual([2, 3]);
    expect(diff.arcs.changed[0]!.changes).toEqual([{ field: 'current_beat_id', before: expect.any(String), after: diff.beats.added[1]!.id }]);
    expect(diff.characters.removed).toEqual([]);
    expect(diff.from.revision).toBeLessThan(diff.to.revision!);

    const toNow = await alice.trpc.audit.diff.query({ worldId: world.worldId, from: { arcId: world.arcId, beatIndex: 3 } });
    expect(toNow.to).toEqual({ revision: null, occurred_at: null });
    expect(toNow.characters.removed.map((character) => character.id)).toEqual([world.removedCharacterId]);
  });

  it('answers BAD_REQUEST for a revision past the end, a beat without its arc, two points at once or a time before the world', async () => {
    const past = errorOf(await alice.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: lastRevision + 1 }).catch((e: unknown) => e));
    expect(past).toEqual({ code: 'BAD_REQUEST', message: `Revision ${lastRevision + 1} does not exist: the world's stream runs from revision 0 to ${lastRevision}` });
    const calls = [
      alice.trpc.audit.stateAt.query({ worldId: world.worldId, beatIndex: 3 }),
      alice.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: 1, at: '2026-01-01T00:00:00.000Z' }),
      alice.trpc.audit.stateAt.query({ worldId: world.worldId, at: '2001-01-01T00:00:00.000Z' }),
      alice.trpc.audit.diff.query({ worldId: world.worldId, from: { atRevision: -1 } }),
    ];
    for (const call of calls) expect(errorOf(await call.catch((e: unknown) => e)).code).toBe('BAD_REQUEST');
  });

  it('answers NOT_FOUND for a beat never generated, and for another user’s world', async () => {
    const beat = errorOf(await alice.trpc.audit.stateAt.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 9 }).catch((e: unknown) => e));
    expect(beat).toEqual({ code: 'NOT_FOUND', message: `Beat 9 of arc ${world.arcId} was never generated in this world` });
    for (const call of [
      bob.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: 0 }),
      bob.trpc.audit.stateAt.query({ worldId: world.worldId }),
      bob.trpc.audit.diff.query({ worldId: world.worldId, from: { atRevision: 0 } }),
    ]) {
      expect(errorOf(await call.catch((e: unknown) => e)).code).toBe('NOT_FOUND');
    }
  });
});
