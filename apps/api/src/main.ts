import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { type RunningDatabase, startEmbeddedPostgres } from '#platform/database/embedded-postgres';
import { runMigrations } from '#platform/database/migrate';
import { ConfigError, loadConfig } from './app.config';
import { createApp, shutDownOnSignals } from './app.factory';

async function openDatabase(config: ReturnType<typeof loadConfig>): Promise<RunningDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  new Logger('Database').log(`Starting embedded Postgres in ${config.DATA_DIR} on port ${config.EMBEDDED_POSTGRES_PORT}`);
  return startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT });
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const logger = new Logger('Worldloom');
  // Until the app exists, a signal only has the database to stop.
  const stopDatabase = () => void database.stop().finally(() => process.exit(0));
  process.once('SIGINT', stopDatabase);
  process.once('SIGTERM', stopDatabase);
  try {
    const applied = await runMigrations(database.url);
    if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
    const app = await createApp({ config, databaseUrl: database.url });
    process.off('SIGINT', stopDatabase);
    process.off('SIGTERM', stopDatabase);
    shutDownOnSignals(app, config, () => database.stop().catch((error: unknown) => logger.error(error)));
    await app.listen(config.PORT, config.HOST);
    logger.log(`Worldloom is running on http://localhost:${config.PORT}`);
  } catch (error) {
    await database.stop().catch(() => undefined);
    throw error;
  }
}

bootstrap().catch((error: unknown) => {
  // A configuration error is one clear line per variable; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
