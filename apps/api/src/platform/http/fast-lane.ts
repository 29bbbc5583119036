import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { HeaderList } from './json-entity';

/** What a fast route did: answered the request itself, or left it (untouched) to the app. */
export type FastRouteOutcome = 'answered' | 'passed';

/**
 * A read so hot that express's router and Nest's pipeline cost more than the work itself. It sees the
 * request before express does; it answers only what it can answer exactly as the full route would, and
 * passes everything else on — errors included — without having written to the response.
 */
export interface FastRoute {
  readonly name: string;
  /** Path parameters when this route serves the request; undefined for anything else. */
  match(method: string, url: string): Record<string, string> | undefined;
  /**
   * `headers` (names and values in turn: the app's security headers for /api answers, as express would set
   * them) go on whatever it answers, written with its own in one writeHead (sendJsonEntity); a request it
   * passes gets them from express.
   */
  handle(request: IncomingMessage, response: ServerResponse, params: Record<string, string>, headers: HeaderList): Promise<FastRouteOutcome>;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts the fast routes in front of the server's own request listener (the express app Nest made). A fast
 * route that throws before writing hands the request on; one that throws after writing ends it. `headers`
 * (the app's security headers for /api answers) go on every answer a fast route sends, as express would set them:
 * handed to the route, which writes them with its own in one writeHead (cheaper than node's setHeader one by one).
 */
export function installFastLane(server: Server, routes: readonly FastRoute[], { headers = [] }: { headers?: ReadonlyArray<readonly [string, string]> } = {}): void {
  if (routes.length === 0) return;
  const logger = new Logger('FastLane');
  const headerList: HeaderList = headers.flat();
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const toApp: RequestListener = (request, response) => {
    for (const listener of appListeners) listener(request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    for (const route of routes) {
      const params = route.match(method, url);
      if (!params) continue;
      route.handle(request, response, params, headerList).then(
        (outcome) => outcome === 'passed' && toApp(request, response),
        (error: unknown) => {
          if (!response.headersSent) return toApp(request, response);
          logger.error(`${route.name} failed after answering: ${(error as Error).message}`);
          response.destroy();
        },
      );
      return;
    }
    toApp(request, response);
  });
}
