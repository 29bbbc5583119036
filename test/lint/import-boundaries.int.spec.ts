import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

interface LintResult {
  messages: Array<{ ruleId: string | null }>;
}

/** Lints source text (through the ESLint CLI, as `npm run lint` does) as if it were the file at `path`. */
function rulesFiredFor(path: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', path], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', () => {
      const results = JSON.parse(output) as LintResult[];
      resolve(results.flatMap((result) => result.messages.map((message) => message.ruleId ?? 'parse-error')));
    });
    child.stdin.end(code);
  });
}

const probes = {
  domainImportsPg: ['libs/domain/src/world/boundary-probe.ts', "import { Pool } from 'pg';\nexport const p = Pool;\n"],
  domainImportsNest: ['libs/domain/src/world/boundary-probe.ts', "import { Injectable } from '@nestjs/common';\nexport const i = Injectable;\n"],
  domainReadsFiles: ['libs/domain/src/world/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"],
  domainReadsClock: ['libs/domain/src/world/boundary-probe.ts', 'export const t = Date.now() + Math.random();\n'],
  domainImportsContracts: ['libs/domain/src/world/boundary-probe.ts', "import { LocationType } from '@worldloom/contracts';\nexport const l = LocationType;\n"],
  webImportsRouterType: ['apps/web/src/lib/boundary-probe.ts', "import type { AppRouter } from '@worldloom/api/app-router';\nexport type R = AppRouter;\n"],
  webImportsRouterValue: ['apps/web/src/lib/boundary-probe.ts', "import { appRouter } from '@worldloom/api/app-router';\nexport const r = appRouter;\n"],
  webImportsApiCode: ['apps/web/src/lib/boundary-probe.ts', "import { createApp } from '../../../api/src/app.factory';\nexport const c = createApp;\n"],
  webImportsDomain: ['apps/web/src/lib/boundary-probe.ts', "import { worldDecider } from '@worldloom/domain';\nexport const d = worldDecider;\n"],
} as const;

describe('import boundaries (ARCHITECTURE.md: contracts ← domain ← api, contracts ← web)', () => {
  let fired: Record<keyof typeof probes, string[]>;

  beforeAll(async () => {
    const entries = Object.entries(probes) as Array<[keyof typeof probes, readonly [string, string]]>;
    const results = await Promise.all(entries.map(([, [path, code]]) => rulesFiredFor(path, code)));
    fired = Object.fromEntries(entries.map(([name], index) => [name, results[index]!])) as typeof fired;
  });

  it('keeps libs/domain free of frameworks and I/O', () => {
    expect(fired.domainImportsPg).toContain('no-restricted-imports');
    expect(fired.domainImportsNest).toContain('no-restricted-imports');
    expect(fired.domainReadsFiles).toContain('no-restricted-imports');
  });

  it('keeps the clock and randomness out of libs/domain', () => {
    expect(fired.domainReadsClock.filter((rule) => rule === 'no-restricted-properties')).toHaveLength(2);
  });

  it('lets libs/domain import the contracts', () => {
    expect(fired.domainImportsContracts).toEqual([]);
  });

  it('lets apps/web import the type AppRouter and nothing else from apps/api or the domain', () => {
    expect(fired.webImportsRouterType).toEqual([]);
    expect(fired.webImportsRouterValue).toContain('no-restricted-imports');
    expect(fired.webImportsApiCode).toContain('no-restricted-imports');
    expect(fired.webImportsDomain).toContain('no-restricted-imports');
  });
});
