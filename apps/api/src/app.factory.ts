import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { goTrueBodyErrors } from '#auth';
import { AppModule, type AppOptions } from './app.module';
import type { AppConfig } from './app.config';
import { appOpenApiDocument } from './app-openapi';
import { installFastLane } from '#platform/http/fast-lane';
import { useBodyParsing } from '#platform/http/body-parsing';
import { compressedUnlessEventStream } from '#platform/live/event-stream-compression';
import { InFlightRequests, shutDown } from '#platform/http/graceful-shutdown';
import { CappedExpressAdapter } from '#platform/http/http-server';
import { securityHeaders } from '#platform/http/security-headers';
import { serveApiDocs, swaggerUiStyleElements } from '#platform/openapi/api-docs';
import { RestExceptionFilter } from '#platform/rest/rest-exception.filter';
import { trpcBodyErrors } from '#platform/trpc/trpc-body-errors';
import { AppTrpc } from './app-trpc';
import { serveWebApp, WEB_DIST } from '#platform/web/static-web';
import { worldFastRoutes } from '#world/module';

const LOG_LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

/** Builds the whole app on a migrated database, ready to listen; tests use it as `npm start` does. */
export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const levels = LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.LOG_LEVEL) + 1);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), new CappedExpressAdapter(config.HTTP_MAX_HEADER_BYTES), {
    logger: levels,
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const expressApp = app.getHttpAdapter().getInstance();
  const headers = config.SECURITY_HEADERS_ENABLED ? securityHeadersOf(config) : undefined;
  if (headers) expressApp.use(headers.middleware);
  useBodyParsing(expressApp, [goTrueBodyErrors, trpcBodyErrors], { maxBytes: config.HTTP_MAX_BODY_BYTES });
  // The web app's data calls carry whole worlds (40–50 kB of JSON): compressed, they reach a phone several times faster.
  app.use('/api/trpc', compression({ filter: compressedUnlessEventStream }), app.get(AppTrpc).middleware());
  app.useGlobalFilters(new RestExceptionFilter(app.getHttpAdapter()));
  serveApiDocs(app, appOpenApiDocument());
  if (!serveWebApp(expressApp)) {
    new Logger('Web').warn('apps/web/dist is missing: run `npm run build` to serve the web app');
  }
  installFastLane(app.getHttpServer(), worldFastRoutes.map((route) => app.get(route)), { headers: headers?.apiHeaders });
  return app;
}

/** helmet's headers for every face; the web app's inline scripts are allowed by the hashes of the index.html built now. */
function securityHeadersOf(config: AppConfig) {
  const index = join(WEB_DIST, 'index.html');
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return securityHeaders({
    https: publicUrl.startsWith('https:'),
    webIndexHtml: existsSync(index) ? readFileSync(index, 'utf8') : undefined,
    docsStyleElements: swaggerUiStyleElements(),
  });
}

/**
 * On SIGTERM or SIGINT: stop accepting, answer the requests in flight (at most SHUTDOWN_DRAIN_TIMEOUT_MS), close
 * the app (projections after their current batch, then the pools), then `afterApp` (main's embedded Postgres),
 * then exit. Call it before the app listens.
 */
export function shutDownOnSignals(app: NestExpressApplication, config: AppConfig, afterApp?: () => Promise<void>): void {
  const logger = new Logger('Worldloom');
  const inFlight = new InFlightRequests(app.getHttpServer());
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    shutDown({ app, inFlight, drainTimeoutMs: config.SHUTDOWN_DRAIN_TIMEOUT_MS, afterApp, logger })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
