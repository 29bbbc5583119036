import { DataSource } from 'typeorm';
import { migrations } from './migrations';

// Serialises migrations between instances that start together.
const MIGRATION_LOCK_KEY = 7_141_001;

/** Applies pending TypeORM migrations (never `synchronize`) under an advisory lock. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: 2 },
  });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
