import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const ROOT = join(__dirname, '../../..');

/** Runs a script of scripts/ as `npm run` does (tsx, the spec tsconfig), against the test app's database. */
export function runScript(script: string, args: readonly string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.spec.json'), DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
