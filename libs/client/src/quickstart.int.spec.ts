import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUpUser, startTestApp, type TestApp } from '../../../test/support/test-app';

const CLIENT = join(__dirname, '..');
const EXAMPLE = 'examples/quickstart.ts';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the example as a user would (tsx), the package name mapped to this source by the client's tsconfig. */
function runExample(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', EXAMPLE], {
    cwd: CLIENT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(CLIENT, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('the client quickstart', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(() => testApp.close());

  it('is in the README word for word', () => {
    const readme = readFileSync(join(CLIENT, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${readFileSync(join(CLIENT, EXAMPLE), 'utf8')}\`\`\``);
  });

  it('runs against a local server: creates and seeds a world, starts an arc, reads the state, progresses a beat', async () => {
    const user = await signUpUser(testApp.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'quickstart' });
    const run = await runExample({ WORLDLOOM_URL: testApp.url, WORLDLOOM_API_KEY: key });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^The Enchanted Kingdom: ".+", opening with Opening Image\nBeat 1: .+\n$/);
    const [world] = await user.trpc.world.list.query();
    const state = await user.trpc.world.getWorldState.query({ worldId: world!.id });
    expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([0, 1]);
    const events = await user.trpc.world.getBeatEvents.query({ beatId: state.currentBeats[0]!.id });
    expect(events.map((event) => event.description)).toEqual(['The heroes steal the crown']);
  });

  it('fails loudly with a bad key', async () => {
    const run = await runExample({ WORLDLOOM_URL: testApp.url, WORLDLOOM_API_KEY: 'wl_wrong' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Could not create the world: Invalid or missing API key');
  });
});
