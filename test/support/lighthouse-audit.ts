import { spawn } from 'node:child_process';
import { join } from 'node:path';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthousePage {
  /** How the page is named in reports, e.g. "/app/worlds". */
  readonly name: string;
  readonly url: string;
  readonly formFactor: FormFactor;
  /** A localStorage entry the page finds on its origin before its first script runs (a signed-in session). */
  readonly storage?: { readonly key: string; readonly value: string };
}

export interface LighthouseJob {
  readonly pages: readonly LighthousePage[];
  /** Lighthouse category ids: performance, accessibility, best-practices, seo. */
  readonly categories: readonly string[];
  /** Audits run besides the categories' own (cumulative-layout-shift without the rest of performance). */
  readonly audits?: readonly string[];
  /** When set, each page's whole Lighthouse result is saved there as JSON. */
  readonly reportDir?: string;
}

export interface LighthouseReport {
  readonly name: string;
  readonly formFactor: FormFactor;
  readonly url: string;
  /** 0–100 per category run. */
  readonly scores: Readonly<Record<string, number | null>>;
  /** Per category, the weighted audits that did not pass, with their titles and values. */
  readonly failing: Readonly<Record<string, readonly string[]>>;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly lcpElement: string | null;
  readonly runWarnings: readonly string[];
  /** Why Lighthouse measured no layout shift, when it could not (cls is then null). */
  readonly clsError: string | null;
}

const ROOT = join(__dirname, '../..');

/**
 * Lighthouse 13 on every page of the job, one after the other in one chromium (lighthouse-audit.child.ts),
 * in a child process: Lighthouse is ESM-only, which jest's module loader does not run.
 */
export function runLighthouse(job: LighthouseJob): Promise<LighthouseReport[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'lighthouse-audit.child.ts'), JSON.stringify(job)], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.spec.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code}: ${err.trim()}`));
      resolve(
        out
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as LighthouseReport),
      );
    });
  });
}

/** The four pages an outside review audits: the landing, the dashboard, the world list and a world's page. */
export function reviewedPages(origin: string, session: unknown, worldId: string, formFactors: readonly FormFactor[]): LighthousePage[] {
  const storage = { key: 'worldloom-auth', value: JSON.stringify(session) };
  const paths: { name: string; path: string; signedIn: boolean }[] = [
    { name: '/', path: '/', signedIn: false },
    { name: '/app', path: '/app', signedIn: true },
    { name: '/app/worlds', path: '/app/worlds', signedIn: true },
    { name: '/app/worlds/{id}', path: `/app/worlds/${worldId}`, signedIn: true },
  ];
  return formFactors.flatMap((formFactor) =>
    paths.map(({ name, path, signedIn }) => ({ name, url: `${origin}${path}`, formFactor, ...(signedIn ? { storage } : {}) })),
  );
}
