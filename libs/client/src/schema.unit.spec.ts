import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT = join(__dirname, '..');

describe('the generated client schema', () => {
  it('is what `npm run generate -w @worldloom/client` makes from the current OpenAPI document', () => {
    // openapi-typescript loads ESM-only packages, so the schema is rendered by the generate script in a node process of its own.
    const rendered = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate-schema.ts', '--stdout'], {
      cwd: CLIENT,
      env: { ...process.env, TSX_TSCONFIG_PATH: join(CLIENT, 'tsconfig.json') },
      encoding: 'utf8',
    });
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    // A mismatch means the API changed: run the generate script and commit src/schema.d.ts.
    expect(readFileSync(join(CLIENT, 'src/schema.d.ts'), 'utf8')).toBe(rendered.stdout);
  });
});
