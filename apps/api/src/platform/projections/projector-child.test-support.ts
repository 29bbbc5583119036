// A projector process for the kill-and-restart test: runs the counting projection until it is killed.
import { Pool } from 'pg';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { countingProjection } from './counting-projection.test-support';
import { ProjectionRunner } from './projection-runner';

async function main(): Promise<void> {
  const url = process.env.PROJECTOR_DATABASE_URL;
  if (!url) throw new Error('PROJECTOR_DATABASE_URL is required');
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = new PostgresEventStore(pool, url);
  const runner = new ProjectionRunner(countingProjection(), pool, store, {
    batchSize: 7,
    onError: (error) => {
      console.error(error);
      process.exit(1);
    },
  });
  await runner.start();
  process.stdout.write('started\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
