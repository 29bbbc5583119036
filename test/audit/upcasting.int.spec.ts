import { randomUUID } from 'node:crypto';
import { worldStreamId } from '@worldloom/domain';
import { EVENT_STORE, type EventStore } from '../../apps/api/src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../apps/api/src/platform/projections/projections.service';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { userIdOf } from './support/audit-world';

/**
 * Schema evolution: WorldCreated v2 added `origin`. Worlds created before it have v1 events in the store,
 * never rewritten; every reader (the command path, the projections, the audit) sees them as v2.
 */
describe('upcasting: events stored in an old shape read in the new one', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  const worldId = randomUUID();

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    const ownerId = userIdOf(alice);
    const at = '2025-06-01T10:00:00.000Z';
    const metadata = (schemaVersion: number) => ({
      actorId: ownerId,
      actorKind: 'user',
      source: 'web',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: at,
      schemaVersion,
      userId: ownerId,
    });
    const store = testApp.app.get<EventStore>(EVENT_STORE);
    // As the store holds a world created before v2: WorldCreated without `origin`, stamped version 1.
    const { position } = await store.appendToStream(
      worldStreamId(worldId),
      [
        {
          id: randomUUID(),
          type: 'WorldCreated',
          data: { worldId, ownerId, name: 'Old World', description: 'Made before forks existed', createdAt: at },
          metadata: metadata(1),
        },
      ],
      'no_stream',
    );
    await testApp.app.get(ProjectionsService).waitFor(position, 5000);
  });

  afterAll(() => testApp.close());

  it('keeps the stored event as it was written', async () => {
    const { rows } = await testApp.database.pool.query<{ data: object; metadata: { schemaVersion: number } }>(
      'SELECT data, metadata FROM events WHERE stream_id = $1',
      [worldStreamId(worldId)],
    );
    expect(rows[0]!.data).not.toHaveProperty('origin');
    expect(rows[0]!.metadata.schemaVersion).toBe(1);
  });

  it('folds it as v2 in the audit: origin null, history showing the version it was written with', async () => {
    const history = await alice.trpc.audit.history.query({ worldId });
    expect(history.items).toEqual([
      expect.objectContaining({ revision: 0, type: 'WorldCreated', schema_version: 1, summary: 'World "Old World" created' }),
    ]);
    const state = await alice.trpc.audit.stateAt.query({ worldId, atRevision: 0 });
    expect(state.world).toMatchObject({ id: worldId, name: 'Old World', created_at: '2025-06-01T10:00:00.000Z' });
  });

  it('lets commands decide on it (the executor folds upcast events) and the projections show the result', async () => {
    const location = await alice.trpc.location.create.mutate({ world_id: worldId, name: 'Old Harbour', type: 'city' });
    expect((await alice.trpc.world.list.query()).map((world) => world.id)).toContain(worldId);
    const live = await alice.trpc.audit.stateAt.query({ worldId });
    const folded = await alice.trpc.audit.stateAt.query({ worldId, atRevision: 1 });
    expect(folded.locations).toEqual([expect.objectContaining({ id: location.id, name: 'Old Harbour' })]);
    expect({ ...folded, revision: null, occurred_at: null }).toEqual(live);
  });

  it('forks it: the copy is written in today’s shape, naming its origin', async () => {
    const fork = await alice.trpc.audit.fork.mutate({ worldId, atRevision: 0 });
    const { rows } = await testApp.database.pool.query<{ data: { origin: object }; metadata: { schemaVersion: number } }>(
      'SELECT data, metadata FROM events WHERE stream_id = $1',
      [worldStreamId(fork.world_id)],
    );
    expect(rows[0]!.data.origin).toEqual({ kind: 'fork', sourceWorldId: worldId, sourceRevision: 0 });
    expect(rows[0]!.metadata.schemaVersion).toBe(2);
  });
});
