import { CopiedWorldResult } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { type AuditWorld, auditWorld, withoutIds } from './support/audit-world';

function codeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.code : undefined;
}

describe('audit.fork: a what-if branch from a world’s state at a beat or revision', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let world: AuditWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    bob = await signUpUser(testApp.url);
    world = await auditWorld(alice);
  });

  afterAll(() => testApp.close());

  it('makes a new world of the same owner whose state is the source’s at that beat, but for ids', async () => {
    const source = await alice.trpc.audit.stateAt.query({ worldId: world.worldId, arcId: world.arcId, beatIndex: 1 });
    const fork = CopiedWorldResult.parse(
      await alice.trpc.audit.fork.mutate({ worldId: world.worldId, arcId: world.arcId, beatIndex: 1, name: 'What if winter ended' }),
    );
    expect(fork).toEqual({
      world_id: expect.any(String),
      name: 'What if winter ended',
      source_world_id: world.worldId,
      source_revision: source.revision,
      event_count: source.revision! + 1,
    });
    // The read models show it at once (read-your-writes), in the owner's list.
    expect((await alice.trpc.world.list.query()).map((listed) => listed.id)).toContain(fork.world_id);
    const live = await alice.trpc.audit.stateAt.query({ worldId: fork.world_id });
    expect(live.world).toMatchObject({ id: fork.world_id, name: 'What if winter ended' });
    expect(withoutIds(live)).toEqual(withoutIds(source));
    expect(live.locations.map((location) => location.id)).not.toContain(source.locations[0]!.id);
  });

  it('starts the fork’s history with an event naming its origin; the source stays as it was', async () => {
    const before = await alice.trpc.audit.history.query({ worldId: world.worldId, limit: 1 });
    // Once seeded: a fork taken while seeding was pending would go on seeding, as any such world does.
    const seeded = (await alice.trpc.audit.history.query({ worldId: world.worldId, types: ['WorldSeeded'] })).items[0]!.revision;
    const fork = await alice.trpc.audit.fork.mutate({ worldId: world.worldId, atRevision: seeded });
    const first = (await alice.trpc.audit.history.query({ worldId: fork.world_id, order: 'oldest', limit: 1 })).items[0]!;
    expect(first).toMatchObject({
      revision: 0,
      type: 'WorldCreated',
      actor: { kind: 'user' },
      summary: `World "Frostmarch (fork)" forked from world ${world.worldId} at revision ${seeded}`,
    });
    const copied = await alice.trpc.audit.history.query({ worldId: fork.world_id, order: 'oldest', limit: 100 });
    const original = await alice.trpc.audit.history.query({ worldId: world.worldId, order: 'oldest', limit: seeded + 1 });
    expect(copied.items).toHaveLength(seeded + 1);
    // Who made each change, when and with which model travels with it.
    expect(copied.items.slice(1).map(({ type, actor, source, occurred_at, generator }) => ({ type, actor, source, occurred_at, generator }))).toEqual(
      original.items.slice(1).map(({ type, actor, source, occurred_at, generator }) => ({ type, actor, source, occurred_at, generator })),
    );
    expect(await alice.trpc.audit.history.query({ worldId: world.worldId, limit: 1 })).toEqual(before);
    const fromLatest = await alice.trpc.audit.fork.mutate({ worldId: world.worldId });
    expect(fromLatest.source_revision).toBe(before.items[0]!.revision);
  });

  it('keeps another user’s world NOT_FOUND, and a bad point a BAD_REQUEST', async () => {
    expect(codeOf(await bob.trpc.audit.fork.mutate({ worldId: world.worldId }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    expect(codeOf(await alice.trpc.audit.fork.mutate({ worldId: world.worldId, atRevision: 10_000 }).catch((e: unknown) => e))).toBe(
      'BAD_REQUEST',
    );
    expect(codeOf(await alice.trpc.audit.fork.mutate({ worldId: world.worldId, name: ' ' }).catch((e: unknown) => e))).toBe('BAD_REQUEST');
  });
});
