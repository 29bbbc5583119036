import { spawnSync } from 'node:child_process';

/**
 * The Redis a suite that needs one runs against: TEST_REDIS_URL (and then it must answer), otherwise the local one on
 * 127.0.0.1:6379 if it answers PING, otherwise null (the suite is skipped, with `suite` named in a warning).
 * Synchronous, because jest's describe is: a child process asks.
 */
export function redisForTests(suite: string): string | null {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').connect(6379, '127.0.0.1');
       s.setTimeout(1000, () => process.exit(1));
       s.on('connect', () => s.write('PING\\r\\n'));
       s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1));
       s.on('error', () => process.exit(1));`,
    ],
    { timeout: 3000 },
  );
  if (probe.status === 0) return 'redis://127.0.0.1:6379';
  console.warn(`No Redis on 127.0.0.1:6379 and TEST_REDIS_URL unset: skipping the ${suite} suite`);
  return null;
}
