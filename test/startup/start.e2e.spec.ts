import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(__dirname, '../../apps/api/dist/main.js');

interface Started {
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs the built app as `npm start` does, without DATABASE_URL, so it starts its embedded Postgres. */
function startApp(env: Record<string, string>): Started {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], { env: { ...inherited, LOG_LEVEL: 'log', ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const randomPort = () => 20_000 + Math.floor(Math.random() * 20_000);

describe('start-up', () => {
  it('with no DATABASE_URL serves the app on PORT from embedded Postgres, and stops Postgres cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'worldloom-start-'));
    const port = randomPort();
    const app = startApp({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(randomPort()) });
    try {
      await waitFor(() => app.output().includes(`running on http://localhost:${port}`), 60_000);
      expect(app.output()).toContain('Applied migrations');
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const jwks = await fetch(`http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    } finally {
      app.child.kill('SIGTERM');
    }
    expect(await app.exited).toBe(0);
    // Postgres removes its pid file only on a clean shutdown.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('stops on a bad configuration value with one clear line naming the variable', async () => {
    const app = startApp({ PORT: 'eighty' });
    expect(await app.exited).toBe(1);
    const lines = app.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT \(got "eighty"\): /);
  });
});
