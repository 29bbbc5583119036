import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../modules/auth/authenticated-user';
import type { RequestContext } from '../commands/request-context';

/** The signed-in user as the bearer token names them (its session too: a download link is bound to it). */
export type SessionUser = AuthenticatedUser;

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
