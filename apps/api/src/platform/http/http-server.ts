import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ApiErrorBody } from '@worldloom/contracts';

/**
 * Nest's express adapter on a node:http server created with the app's own caps: a request head (request
 * line and headers) larger than `maxHeaderBytes` is refused before express sees it.
 */
export class CappedExpressAdapter extends ExpressAdapter {
  constructor(private readonly maxHeaderBytes: number) {
    super();
  }

  override initHttpServer(options: { httpsOptions?: unknown; forceCloseConnections?: boolean }): void {
    if (options.httpsOptions) throw new Error('HTTPS is terminated in front of the app; httpsOptions are not supported');
    const server = createServer({ maxHeaderSize: this.maxHeaderBytes }, this.getInstance());
    answerClientErrors(server);
    this.setHttpServer(server);
  }
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'Request headers too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'Request timed out' },
};

/**
 * A request node cannot parse (headers over the cap, a malformed request line) is answered in the public error
 * shape `{ error, code }` rather than node's bare status line, then the connection is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', message: 'Malformed request' };
    const body: ApiErrorBody = { error: message, code: 'BAD_REQUEST' };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
