import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestContext } from '../commands/request-context';
import { API_KEY_REQUEST_PROPERTY, apiRequestContext } from './api-key-auth';
import { memberContext } from '../access/world-access';
import { type MemberRequest, WORLD_MEMBERSHIP_PROPERTY } from './world-access.guard';

/**
 * The request context of an integrator's call: the API key's owner, acting through that key, with the
 * caller's `x-correlation-id` or a new one; a member's in another's world speaks for its owner as scope. Only on
 * routes behind ApiKeyGuard.
 */
export const ApiCaller = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<MemberRequest>();
  const key = request[API_KEY_REQUEST_PROPERTY];
  if (!key) throw new Error('@ApiCaller() needs ApiKeyGuard on the route');
  // A member's call reads the world as its owner's; WorldAccessGuard found the membership.
  return memberContext(apiRequestContext(key, request.header('x-correlation-id') ?? randomUUID()), request[WORLD_MEMBERSHIP_PROPERTY] ?? null);
});
