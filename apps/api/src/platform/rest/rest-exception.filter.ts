import { type ArgumentsHost, Catch, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Request, Response } from 'express';
import { logUnavailable, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors/service-unavailable';
import { toRestError } from './rest-errors';

/** The public REST face: everything under /api that Nest routes (tRPC at /api/trpc is express middleware before it). */
export function isRestPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Global: every failure under /api, an unknown route included, leaves as `{ error, code, issues? }`;
 * anything else keeps Nest's own handling. A 500 is logged here and shows the client nothing of it.
 */
@Catch()
export class RestExceptionFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('REST');

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http' || !isRestPath(host.switchToHttp().getRequest<Request>().path)) {
      super.catch(exception, host);
      return;
    }
    const { status, body } = toRestError(exception);
    if (status >= 500 && body.code === 'INTERNAL_SERVER_ERROR') {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    }
    if (body.code === 'SERVICE_UNAVAILABLE') logUnavailable('REST', exception);
    const response = host.switchToHttp().getResponse<Response>();
    if (body.code === 'SERVICE_UNAVAILABLE') response.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    response.status(status).json(body);
  }
}
