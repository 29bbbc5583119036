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
