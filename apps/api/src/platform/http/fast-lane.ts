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

/** Answers waiting for the end of the event loop's turn; undefined when none waits. */
let pendingWrites: Array<{ readonly response: ServerResponse; readonly write: () => void }> | undefined;

/**
 * Writes an answer once the event loop has read all the requests of its turn (setImmediate), together with the turn's
 * other answers, rather than at once. Under load one turn reads many requests; written as a burst, their answers
 * wake the clients' side once rather than once each, and the server's next turn reads their next requests together
 * too: on this machine (a VM, where a wake-up across cores is dear) the state read took a third less CPU a request
 * and gave half as much again throughput (README, Benchmarks). Alone, an answer waits only for its own turn to end.
 * A write that throws ends its response; the others still go.
 */
export function writeAfterReads(response: ServerResponse, write: () => void): void {
  if (pendingWrites) {
    pendingWrites.push({ response, write });
    return;
  }
  pendingWrites = [{ response, write }];
  setImmediate(writePending);
}

function writePending(): void {
  const writes = pendingWrites ?? [];
  pendingWrites = undefined;
  for (const { response, write } of writes) {
    try {
      write();
    } catch (error) {
      new Logger('FastLane').error(`An answer failed as it was written: ${(error as Error).message}`);
      response.destroy();
    }
  }
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
