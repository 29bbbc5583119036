import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderClientSchema, SCHEMA_FILE } from './render-schema';

/**
 * `npm run generate -w @worldloom/client` rewrites src/schema.d.ts from the OpenAPI document, built
 * in memory from the API's source (no server); with `--stdout` it prints the schema instead.
 */
async function main(): Promise<void> {
  const schema = await renderClientSchema();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(schema);
    return;
  }
  const target = join(__dirname, '..', SCHEMA_FILE);
  writeFileSync(target, schema);
  process.stdout.write(`Wrote ${target}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
