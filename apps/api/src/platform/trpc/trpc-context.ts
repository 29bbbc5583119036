import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RequestContext } from '../commands/request-context';
import type { LimitDecision } from '../limits/limit-counters';

/** The signed-in user a bearer token speaks for (its session too: a download link is bound to it). */
export interface SessionUser {
  readonly userId: string;
  readonly email: string;
  readonly sessionId: string;
}

/**
 * Tells who a bearer token speaks for: null for a token that is not (or no longer) valid; any other
 * failure, e.g. the database being down, throws. The auth module provides it.
 */
export interface SessionUserResolver {
  userOf(bearerToken: string): Promise<SessionUser | null>;
}

export const SESSION_USER_RESOLVER = Symbol('SESSION_USER_RESOLVER');

export interface TrpcContext {
  readonly user: SessionUser | null;
  readonly correlationId: string;
  readonly commandBus: CommandBus;
  readonly queryBus: QueryBus;
  /** Counts one mutation of the user against TRPC_MUTATION_LIMIT. */
  spendMutation(userId: string): Promise<LimitDecision>;
  /** Sets a header on the HTTP answer (Retry-After on a refused mutation). */
  setHeader(name: string, value: string): void;
}

/** The request context of a signed-in browser user. */
export function webRequestContext(user: SessionUser, correlationId: string): RequestContext {
  return { userId: user.userId, actor: { kind: 'user', id: user.userId }, source: 'web', correlationId };
}
