import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

describe('the generated client schema', () => {
  it('is what `npm run client:schema` makes from the current OpenAPI document', () => {
    // openapi-typescript loads ESM-only packages, so the schema is rendered by the script in a node process of its own.
    const rendered = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/client-schema.ts', '--stdout'], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.spec.json') },
      encoding: 'utf8',
    });
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    // A mismatch means the API changed: run `npm run client:schema` and commit libs/client/src/schema.d.ts.
    expect(readFileSync(join(ROOT, 'libs/client/src/schema.d.ts'), 'utf8')).toBe(rendered.stdout);
  });
});
