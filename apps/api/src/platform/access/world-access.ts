import type { QueryBus } from '@nestjs/cqrs';
import { accessOfProcedure, accessOfRoute, type CallAccess } from '@worldloom/contracts';
import { DomainError, worldNotFound } from '@worldloom/domain';
import type { RequestContext } from '../commands/request-context';
import { ResolveWorldAccessQuery, type WorldMembership } from './world-access.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id the access rule's key names in an input; undefined when the input has none (its schema then refuses it). */
export function keyedId(access: Exclude<CallAccess, { scope: 'user' }>, input: unknown): string | undefined {
  const value = access.key === '$' ? input : typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[access.key] : undefined;
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}

/**
 * Checks a call against its rule in the permissions table (libs/contracts/src/permissions.ts), the one
 * check of both faces: a caller who is no member of the world gets NOT_FOUND, a member whose role the rule
 * does not list FORBIDDEN. Null when the rule is about the caller's own things, or the input names nothing
 * that exists (the handler answers that as before); otherwise the caller's membership.
 */
export async function checkWorldAccess(
  queryBus: QueryBus,
  access: CallAccess,
  input: unknown,
  userId: string,
): Promise<WorldMembership | null> {
  if (access.scope === 'user') return null;
  const id = keyedId(access, input);
  if (id === undefined) return null;
  const { worldId, membership } = await queryBus.execute(new ResolveWorldAccessQuery(access.scope, id, userId));
  if (worldId === null) return null;
  if (membership === null) throw notFoundFor(access.scope, id);
  if (!access.roles.includes(membership.role)) {
    throw DomainError.forbidden('MEMBER.FORBIDDEN', `A ${membership.role} of this world cannot ${access.action}.`);
  }
  return membership;
}

/**
 * What a stranger hears: the very answer to an id that does not exist (`Location <id> not found`, as the handlers
 * word it), so an answer never tells whether another user's thing exists.
 */
function notFoundFor(scope: Exclude<CallAccess, { scope: 'user' }>['scope'], id: string): DomainError {
  if (scope === 'world') return worldNotFound();
  if (scope === 'invite') return DomainError.notFound('INVITE.NOT_FOUND', 'Invite not found');
  const name = `${scope[0]!.toUpperCase()}${scope.slice(1)}`;
  return DomainError.notFound(`${scope.toUpperCase()}.NOT_FOUND`, `${name} ${id} not found`);
}

/** The rule of a REST route; a route without one is a server bug, never an open door. */
export function requireRouteAccess(operationId: string): CallAccess {
  const access = accessOfRoute(operationId);
  if (!access) throw new Error(`No permission rule for the route ${operationId}: add it to libs/contracts/src/permissions.ts`);
  return access;
}

/** The rule of a tRPC path; a path without one is a server bug, never an open door. */
export function requireProcedureAccess(path: string): CallAccess {
  const access = accessOfProcedure(path);
  if (!access) throw new Error(`No permission rule for the procedure ${path}: add it to libs/contracts/src/permissions.ts`);
  return access;
}

/**
 * A member's call reads the world's read models, which are keyed by its owner: the context speaks for the owner
 * as scope, and for the member as the one who acts (the domain judges the member; events name them).
 */
export function memberContext(context: RequestContext, membership: WorldMembership | null): RequestContext {
  if (membership === null || membership.role === 'owner') return context;
  return { ...context, userId: membership.ownerId, actingUserId: context.userId };
}
