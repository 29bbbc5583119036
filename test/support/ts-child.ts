import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

/**
 * Runs a TypeScript file in ONE node process (tsx as a loader, not its wrapper process), so SIGKILL
 * really kills the code under test. Decorators compile as the API's tsconfig says.
 */
export function spawnTypeScript(file: string, env: Record<string, string>, stdio: StdioOptions = ['ignore', 'pipe', 'inherit']): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.spec.json'), ...env },
    stdio,
  });
}
