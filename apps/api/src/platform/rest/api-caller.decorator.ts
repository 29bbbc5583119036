import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestContext } from '../commands/request-context';
import { API_KEY_REQUEST_PROPERTY, apiRequestContext } from './api-key-auth';
import type { ApiKeyRequest } from './current-api-key.decorator';

/**
 * The request context of an integrator's call: the API key's owner, acting through that key, with the
 * caller's `x-correlation-id` or a new one. Only on routes behind ApiKeyGuard.
 */
export const ApiCaller = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<ApiKeyRequest>();
  const key = request[API_KEY_REQUEST_PROPERTY];
  if (!key) throw new Error('@ApiCaller() needs ApiKeyGuard on the route');
  return apiRequestContext(key, request.header('x-correlation-id') ?? randomUUID());
});
