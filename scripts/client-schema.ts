import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { appOpenApiDocument } from '../apps/api/src/app-openapi';

const SCHEMA_FILE = join(__dirname, '../libs/client/src/schema.d.ts');

const BANNER = `// Generated from the Worldloom OpenAPI document by \`npm run client:schema\`; do not edit.
`;

/** The client's types from the OpenAPI document the app serves, built in memory (no server). */
async function renderClientSchema(): Promise<string> {
  // openapi-typescript wants its own OpenAPI3 type; the document is the same JSON.
  const document = JSON.parse(JSON.stringify(appOpenApiDocument())) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, { alphabetize: false, exportType: false, rootTypes: false });
  return `${BANNER}\n${astToString(ast)}`;
}

/**
 * `npm run client:schema` rewrites libs/client/src/schema.d.ts from the OpenAPI document, built in memory
 * from the API's source (no server); with `--stdout` it prints the schema instead.
 */
async function main(): Promise<void> {
  const schema = await renderClientSchema();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(schema);
    return;
  }
  writeFileSync(SCHEMA_FILE, schema);
  process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
