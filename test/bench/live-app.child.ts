// One API instance for the live benchmark, in a process of its own so its memory is its own: prints its port,
// and answers "memory" over IPC with its heap and RSS after a full collection (run with --expose-gc).
import type { AddressInfo } from 'node:net';
import { createApp } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';

async function main(): Promise<void> {
  const databaseUrl = process.env.CHILD_DATABASE_URL!;
  // The rate limiter on, as deployed, with a limit the benchmark's load never reaches (as the REST benchmark).
  const config = loadConfig({
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    API_ROLE: process.env.CHILD_API_ROLE ?? 'all',
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await createApp({ config, databaseUrl });
  await app.listen(0, '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.send?.({ heapUsed, rss });
    } else if (message === 'close') {
      void app.close().finally(() => process.exit(0));
    }
  });
  process.stdout.write(`port ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
