import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../../apps/api/src/platform/openapi/openapi-document';

export const SCHEMA_FILE = 'src/schema.d.ts';

const BANNER = `// Generated from the Worldloom OpenAPI document by \`npm run generate -w @worldloom/client\`; do not edit.
`;

/** The client's types from the OpenAPI document the app serves, built in memory (no server). */
export async function renderClientSchema(): Promise<string> {
  // openapi-typescript wants its own OpenAPI3 type; the document is the same JSON.
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, { alphabetize: false, exportType: false, rootTypes: false });
  return `${BANNER}\n${astToString(ast)}`;
}
