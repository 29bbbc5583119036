import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { API_KEY_REQUEST_PROPERTY, type AuthenticatedApiKey, type KeyedRequest } from './api-key-auth';

/** An express request once ApiKeyGuard has let it through. */
export type ApiKeyRequest = Request & KeyedRequest;

/** The API key the request authenticated with; only on routes behind ApiKeyGuard. */
export const CurrentApiKey = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedApiKey => {
  const key = context.switchToHttp().getRequest<ApiKeyRequest>()[API_KEY_REQUEST_PROPERTY];
  if (!key) throw new Error('@CurrentApiKey() needs ApiKeyGuard on the route');
  return key;
});
