import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { checkWorldAccess, requireRouteAccess } from '../access/world-access';
import type { WorldMembership } from '../access/world-access.query';
import { API_KEY_REQUEST_PROPERTY } from './api-key-auth';
import type { ApiKeyRequest } from './current-api-key.decorator';

/** The route's operationId, which RestRoute sets for this guard. */
export const WORLD_ACCESS_METADATA = 'worldloom:world-access';

/** Where the guard leaves the caller's membership for @ApiCaller(). */
export const WORLD_MEMBERSHIP_PROPERTY = 'worldMembership';

export type MemberRequest = ApiKeyRequest & { [WORLD_MEMBERSHIP_PROPERTY]?: WorldMembership | null };

const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The permissions table's check on the REST face, after the key check (ApiKeyGuard runs first, as a controller
 * guard): an API key acts as its user, with that user's role in the world the route names.
 */
@Injectable()
export class WorldAccessGuard implements CanActivate {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const operationId = Reflect.getMetadata(WORLD_ACCESS_METADATA, context.getHandler()) as string;
    const access = requireRouteAccess(operationId);
    const request = context.switchToHttp().getRequest<MemberRequest & { body?: unknown; params?: unknown }>();
    const key = request[API_KEY_REQUEST_PROPERTY];
    if (access.scope === 'user' || !key) return true;
    const input = { ...fieldsOf(request.body), ...fieldsOf(request.query), ...fieldsOf(request.params) };
    request[WORLD_MEMBERSHIP_PROPERTY] = await checkWorldAccess(this.queryBus, access, input, key.userId);
    return true;
  }
}
