import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OpenApiDocument } from './openapi-document';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const SWAGGER_UI_PATH = '/api/docs';

/**
 * GET /api/openapi.json and Swagger UI at /api/docs, both public. Swagger UI's assets come from the
 * installed swagger-ui-dist and the document is inlined in its init script, so it works offline.
 */
export function serveApiDocs(app: NestExpressApplication, document: OpenApiDocument): void {
  // Nest's OpenAPIObject type describes 3.0; the document is 3.1, which Swagger UI renders as it is.
  SwaggerModule.setup(SWAGGER_UI_PATH, app, document as unknown as OpenAPIObject, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: document.info.title,
    swaggerOptions: { persistAuthorization: true, displayOperationId: true },
  });
}

// React elements `<style>` with a literal text, as Swagger UI's scripts create them (the top bar's logo).
const STYLE_ELEMENT = /createElement\("style",null,"((?:[^"\\]|\\.)*)"\)/g;

/**
 * The texts of the <style> elements Swagger UI's own scripts add to its page, read from the installed
 * swagger-ui-dist (the one @nestjs/swagger serves), so its page's CSP can allow exactly them by hash.
 */
export function swaggerUiStyleElements(): string[] {
  const dist = dirname(require.resolve('swagger-ui-dist/package.json', { paths: [dirname(require.resolve('@nestjs/swagger'))] }));
  const texts = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'].flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(STYLE_ELEMENT)].map((match) => JSON.parse(`"${match[1]}"`) as string),
  );
  return [...new Set(texts)];
}
