import type { Server, ServerResponse } from 'node:http';
import type { INestApplication, LoggerService } from '@nestjs/common';

/**
 * Counts the requests in flight on a server, so a shutdown can wait for them. Installed on the server before
 * it listens; a request that arrives once draining has begun still gets its answer, with `Connection: close`.
 */
export class InFlightRequests {
  private readonly responses = new Set<ServerResponse>();
  private draining = false;
  private idle: (() => void) | undefined;

  constructor(private readonly server: Server) {
    server.prependListener('request', (_request, response: ServerResponse) => {
      this.responses.add(response);
      if (this.draining) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.responses.delete(response);
        if (this.draining) this.server.closeIdleConnections();
        if (this.responses.size === 0) this.idle?.();
      });
    });
  }

  get count(): number {
    return this.responses.size;
  }

  /**
   * Stops accepting connections, lets the requests in flight finish (their keep-alive connections closing
   * after them) for at most `timeoutMs`, then closes whatever connections remain. Resolves with the number
   * of requests still unanswered when it gave up (0 when all were answered).
   */
  async drain(timeoutMs: number): Promise<number> {
    this.draining = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const response of this.responses) if (!response.headersSent) response.setHeader('Connection', 'close');
    this.server.closeIdleConnections();
    if (this.responses.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => (this.idle = resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    }
    const abandoned = this.responses.size;
    this.server.closeAllConnections();
    await closed;
    return abandoned;
  }
}

export interface ShutdownSteps {
  readonly app: INestApplication;
  readonly inFlight: InFlightRequests;
  readonly drainTimeoutMs: number;
  /** After the app (projections, pools) has closed: e.g. stopping an embedded Postgres. */
  readonly afterApp?: () => Promise<void>;
  readonly logger: LoggerService;
}

/**
 * SIGTERM's order: stop accepting and drain the requests in flight (bounded), so they are answered; then close
 * the app, whose projections stop after the batch they are applying and whose pools end; then the database.
 */
export async function shutDown({ app, inFlight, drainTimeoutMs, afterApp, logger }: ShutdownSteps): Promise<void> {
  const waiting = inFlight.count;
  if (waiting > 0) logger.log(`Draining ${waiting} request(s) in flight (at most ${drainTimeoutMs} ms)`);
  const abandoned = await inFlight.drain(drainTimeoutMs);
  if (abandoned > 0) logger.warn?.(`Closed ${abandoned} request(s) still unanswered after ${drainTimeoutMs} ms`);
  await app.close();
  await afterApp?.();
}
