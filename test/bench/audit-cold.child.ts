// One cold audit.stateAt, timed in a process of its own: `npm run bench -- audit` starts one per sample.
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { GetWorldStateAtHandler } from '../../apps/api/src/modules/audit/queries/get-world-state-at/get-world-state-at.handler';
import { GetWorldStateAtQuery } from '../../apps/api/src/modules/world';
import { WorldSnapshotStore } from '../../apps/api/src/modules/audit/snapshot/world-snapshot.store';
import { WorldStates } from '../../apps/api/src/modules/audit/stream/world-states';
import { WorldStreamReader } from '../../apps/api/src/modules/audit/stream/world-stream.reader';
import { PostgresEventStore } from '../../apps/api/src/platform/event-store/postgres-event-store';

async function main(): Promise<void> {
  const { COLD_DATABASE_URL: url, COLD_WORLD_ID: worldId, COLD_OWNER_ID: ownerId, COLD_REVISION: revision } = process.env;
  const pool = new Pool({ connectionString: url, max: 8 });
  const store = new PostgresEventStore(pool, url!);
  const snapshots = new WorldSnapshotStore(pool);
  const handler = new GetWorldStateAtHandler(new WorldStates(store, new WorldStreamReader(store, snapshots), snapshots), undefined as never);
  // A running API holds open connections: opening them is not the read's cost.
  await Promise.all([pool.query('SELECT 1'), pool.query('SELECT 1')]);
  const started = performance.now();
  await handler.execute(new GetWorldStateAtQuery(worldId!, { atRevision: Number(revision) }, ownerId!));
  const elapsed = performance.now() - started;
  // Snapshots the read offered are kept before the process goes, as a running API keeps them.
  await snapshots.idle();
  process.stdout.write(`${JSON.stringify({ ms: elapsed })}\n`);
  await store.close();
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
