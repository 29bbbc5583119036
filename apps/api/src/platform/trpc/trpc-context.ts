import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RequestContext } from '../commands/request-context';

/** The signed-in user as the bearer token names them. */
export interface SessionUser {
  readonly userId: string;
  readonly email: string;
  /** The session the token belongs to: what a download link is bound to (signed out, refused). */
  readonly sessionId: string;
}

export interface TrpcContext {
  readonly user: SessionUser | null;
  readonly correlationId: string;
  readonly commandBus: CommandBus;
  readonly queryBus: QueryBus;
}

/** The request context of a signed-in browser user. */
export function webRequestContext(user: SessionUser, correlationId: string): RequestContext {
  return { userId: user.userId, actor: { kind: 'user', id: user.userId }, source: 'web', correlationId };
}
