import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { goTrueBodyErrors } from '#auth';
import { AppModule, type AppOptions } from './app.module';
import { appOpenApiDocument } from './app-openapi';
import { installFastLane } from '#platform/http/fast-lane';
import { useBodyParsing } from '#platform/http/body-parsing';
import { serveApiDocs } from '#platform/openapi/api-docs';
import { RestExceptionFilter } from '#platform/rest/rest-exception.filter';
import { AppTrpc } from './app-trpc';
import { serveWebApp } from '#platform/web/static-web';
import { worldFastRoutes } from '#world/module';

const LOG_LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/** Builds the whole app on a migrated database, ready to listen; tests use it as `npm start` does. */
export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  const levels = LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(options.config.LOG_LEVEL) + 1);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: levels,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const expressApp = app.getHttpAdapter().getInstance();
  useBodyParsing(expressApp, [goTrueBodyErrors]);
  // The web app's data calls carry whole worlds (40–50 kB of JSON): compressed, they reach a phone several times faster.
  app.use('/api/trpc', compression(), app.get(AppTrpc).middleware());
  app.useGlobalFilters(new RestExceptionFilter(app.getHttpAdapter()));
  serveApiDocs(app, appOpenApiDocument());
  if (!serveWebApp(expressApp)) {
    new Logger('Web').warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  }
  installFastLane(app.getHttpServer(), worldFastRoutes.map((route) => app.get(route)));
  return app;
}
