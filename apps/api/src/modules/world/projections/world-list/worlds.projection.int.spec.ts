import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { worldsProjection } from './worlds.projection';

let position = 0n;
function recorded(worldId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return {
    id: randomUUID(),
    streamId: `world-${worldId}`,
    revision: position,
    position: { commit: position, prepare: position },
    type,
    data,
    metadata: {},
    createdAt: new Date(),
  };
}

function history(worldId: string, ownerId: string, arcIds: string[]): RecordedEvent[] {
  return [
    recorded(worldId, 'WorldCreated', { worldId, ownerId, name: `World ${worldId.slice(0, 4)}`, description: 'd', createdAt: '2026-01-01T00:00:00.000Z' }),
    recorded(worldId, 'WorldSeedingRequested', { requestId: randomUUID(), requestedAt: '2026-01-01T00:01:00.000Z' }),
    ...arcIds.map((arcId, index) =>
      recorded(worldId, 'ArcStarted', { arcId, storyName: 's', detailedDescription: 'd', storyIdea: null, anchors: [], startedAt: `2026-01-0${index + 2}T00:00:00.000Z` }),
    ),
  ];
}

async function rows(database: TestDatabase) {
  const { rows: worlds } = await database.pool.query('SELECT * FROM worlds ORDER BY id');
  return worlds;
}

describe('worlds projection', () => {
  let one: TestDatabase;
  let batched: TestDatabase;

  beforeAll(async () => {
    [one, batched] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });

  afterAll(async () => {
    await Promise.all([one.drop(), batched.drop()]);
  });

  it('gives the same rows from one batch as from one event at a time', async () => {
    const owner = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const [arcA, arcB] = [randomUUID(), randomUUID()];
    const events = [...history(first, owner, [arcA, arcB]), ...history(second, owner, [])];

    const client = await batched.pool.connect();
    try {
      await worldsProjection.applyBatch!(events, client);
    } finally {
      client.release();
    }
    const single = await one.pool.connect();
    try {
      for (const event of events) await worldsProjection.apply(event, single);
    } finally {
      single.release();
    }

    const expected = await rows(one);
    expect(await rows(batched)).toEqual(expected);
    const byId = new Map(expected.map((row) => [row.id, row]));
    expect(byId.get(first)).toMatchObject({ current_arc_id: arcB, updated_at: new Date('2026-01-03T00:00:00.000Z') });
    expect(byId.get(second)).toMatchObject({ current_arc_id: null, updated_at: new Date('2026-01-01T00:01:00.000Z') });
  });
});
