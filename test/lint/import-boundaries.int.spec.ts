import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** Lints each probe's source as if it were the file at its path, with the repository's ESLint config, in one process. */
function rulesFiredFor(probes: ReadonlyArray<readonly [path: string, code: string]>): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'support/lint-probes.mjs')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(JSON.parse(output) as string[][]) : reject(new Error(`lint-probes exited with ${code}`))));
    child.stdin.end(JSON.stringify(probes.map(([path, code]) => ({ path, code }))));
  });
}

const worldFile = 'apps/api/src/modules/world/boundary-probe.ts';
const platformFile = 'apps/api/src/platform/trpc/boundary-probe.ts';
const rootFile = 'apps/api/src/boundary-probe.ts';
const webFile = 'apps/web/src/lib/boundary-probe.ts';
const handlerFile = 'apps/api/src/modules/world/commands/create-world/boundary-probe.ts';

const probes = {
  domainImportsPg: ['libs/domain/src/world/boundary-probe.ts', "import { Pool } from 'pg';\nexport const p = Pool;\n"],
  domainImportsNest: ['libs/domain/src/world/boundary-probe.ts', "import { Injectable } from '@nestjs/common';\nexport const i = Injectable;\n"],
  domainReadsFiles: ['libs/domain/src/world/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"],
  domainReadsClock: ['libs/domain/src/world/boundary-probe.ts', 'export const t = Date.now() + Math.random();\n'],
  domainImportsContracts: ['libs/domain/src/world/boundary-probe.ts', "import { LocationType } from '@worldloom/contracts';\nexport const l = LocationType;\n"],
  webImportsRouterType: [webFile, "import type { AppRouter } from '@worldloom/api/app-router';\nexport type R = AppRouter;\n"],
  webImportsRouterValue: [webFile, "import { appRouter } from '@worldloom/api/app-router';\nexport const r = appRouter;\n"],
  webImportsApiCode: [webFile, "import { createApp } from '../../../api/src/app.factory';\nexport const c = createApp;\n"],
  webImportsDomain: [webFile, "import { worldDecider } from '@worldloom/domain';\nexport const d = worldDecider;\n"],

  // (a) The platform names no feature.
  platformImportsModule: [platformFile, "import { worldRouter } from '#world';\nexport const w = worldRouter;\n"],
  platformImportsCompositionRoot: [platformFile, "import { loadConfig } from '../../app.config';\nexport const c = loadConfig;\n"],
  platformImportsPlatform: [platformFile, "import { PG_POOL } from '#platform/database/database.module';\nexport const p = PG_POOL;\n"],
  // (b) Libs import nothing from apps.
  domainImportsApi: ['libs/domain/src/world/boundary-probe.ts', "import { PG_POOL } from '../../../../apps/api/src/platform/database/database.module';\nexport const p = PG_POOL;\n"],
  clientImportsApiType: ['libs/client/src/boundary-probe.ts', "import type { AppRouter } from '../../../apps/api/src/app-router';\nexport type R = AppRouter;\n"],
  clientImportsContracts: ['libs/client/src/boundary-probe.ts', "import { LIST_LIMIT_MAX } from '@worldloom/contracts';\nexport const l = LIST_LIMIT_MAX;\n"],
  // (c) Another module only through its public files, by alias or by path; the composition root too.
  moduleImportsInternals: [worldFile, "import { auditRouter } from '../audit/audit.router';\nexport const a = auditRouter;\n"],
  moduleImportsPublicFiles: [
    worldFile,
    "import { AuditModule } from '#audit/module';\nimport * as audit from '#audit';\nimport { AuthModule } from '../auth/auth.module';\nimport * as auth from '../auth/index';\nexport const m = [AuditModule, audit, AuthModule, auth];\n",
  ],
  moduleImportsOwnInternals: [worldFile, "import { worldRouter } from './world.router';\nexport const w = worldRouter;\n"],
  specImportsInternals: ['apps/api/src/modules/world/boundary-probe.int.spec.ts', "import { auditRouter } from '../audit/audit.router';\nexport const a = auditRouter;\n"],
  rootImportsInternals: [rootFile, "import { worldRouter } from './modules/world/world.router';\nexport const w = worldRouter;\n"],
  rootImportsPublicFiles: [rootFile, "import { WorldModule } from '#world/module';\nimport * as world from './modules/world';\nexport const m = [WorldModule, world];\n"],
  // (d) The web takes `import type { AppRouter }` and nothing else of the API, resolved by path.
  webImportsMoreThanRouterType: [webFile, "import type { AppRouter, appRouter } from '@worldloom/api/app-router';\nexport type R = [AppRouter, typeof appRouter];\n"],
  webImportsApiTypeByPath: [webFile, "import type { AuthenticatedUser } from '../../../api/src/modules/auth/authenticated-user';\nexport type U = AuthenticatedUser;\n"],
  webImportsVocabulary: [webFile, "import { LOCATION_TYPES } from '@worldloom/contracts/vocabulary';\nexport const l = LOCATION_TYPES;\n"],
  // Short import paths: four or more folders up is an alias's job.
  handlerClimbsFourFolders: [handlerFile, "import { PG_POOL } from '../../../../platform/database/database.module';\nexport const p = PG_POOL;\n"],
  handlerUsesAlias: [handlerFile, "import { PG_POOL } from '#platform/database/database.module';\nexport const p = PG_POOL;\n"],
  specClimbsThreeFolders: ['test/web/support/boundary-probe.ts', "import type { AppRouter } from '../../../apps/api/src/app-router';\nexport type R = AppRouter;\n"],
} as const;

describe('import boundaries (ARCHITECTURE.md: contracts ← domain ← api, contracts ← web)', () => {
  let fired: Record<keyof typeof probes, string[]>;

  beforeAll(async () => {
    const entries = Object.entries(probes) as Array<[keyof typeof probes, readonly [string, string]]>;
    const results = await rulesFiredFor(entries.map(([, probe]) => probe));
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

  it('keeps apps/api/src/platform from importing the modules or the composition root', () => {
    expect(fired.platformImportsModule).toEqual(['boundaries/dependencies']);
    expect(fired.platformImportsCompositionRoot).toEqual(['boundaries/dependencies']);
    expect(fired.platformImportsPlatform).toEqual([]);
  });

  it('keeps libs/* from importing anything of apps/*', () => {
    expect(fired.domainImportsApi).toContain('boundaries/dependencies');
    expect(fired.clientImportsApiType).toEqual(['boundaries/dependencies']);
    expect(fired.clientImportsContracts).toEqual([]);
  });

  it("lets a module and the composition root reach another module only through its index.ts and <module>.module.ts", () => {
    expect(fired.moduleImportsInternals).toEqual(['boundaries/dependencies']);
    expect(fired.moduleImportsPublicFiles).toEqual([]);
    expect(fired.moduleImportsOwnInternals).toEqual([]);
    expect(fired.rootImportsInternals).toEqual(['boundaries/dependencies']);
    expect(fired.rootImportsPublicFiles).toEqual([]);
  });

  it("lets a module's specs and test support reach into another module", () => {
    expect(fired.specImportsInternals).toEqual([]);
  });

  it('resolves what apps/web imports of the API: a second name or a path into apps/api fails, the vocabulary passes', () => {
    expect(fired.webImportsMoreThanRouterType).toEqual(['boundaries/dependencies']);
    expect(fired.webImportsApiTypeByPath).toContain('boundaries/dependencies');
    expect(fired.webImportsVocabulary).toEqual([]);
  });

  it('fails an import that climbs four or more folders, anywhere, and takes an alias or a shorter climb', () => {
    expect(fired.handlerClimbsFourFolders).toEqual(['no-restricted-imports']);
    expect(fired.handlerUsesAlias).toEqual([]);
    expect(fired.specClimbsThreeFolders).toEqual([]);
  });
});
