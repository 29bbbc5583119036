import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { checkWorldAccess, memberContext, requireProcedureAccess } from '../access/world-access';
import type { RequestContext } from '../commands/request-context';
import { logUnavailable, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors/service-unavailable';
import { INTERNAL_ERROR_MESSAGE, toTransportError, type TransportError } from '../errors/transport-error';
import { containsInvalidText, INVALID_TEXT_MESSAGE } from '../http/valid-text';
import { type TrpcContext, webRequestContext } from './trpc-context';

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const transport = toTransportError(error.cause);
    const message =
      error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : transport.issues ? transport.message : shape.message;
    // Never send a stack trace to a client.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: { ...data, issues: transport.issues ?? null, domainCode: transport.domainCode ?? null } };
  },
});

const trpcCodes: Record<TransportError['code'], TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  TIMEOUT: 'TIMEOUT',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  GENERATOR_FAILED: 'BAD_GATEWAY',
  BUDGET_EXCEEDED: 'PAYMENT_REQUIRED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * A failure as the TRPCError a client gets: the mapped code, or INTERNAL_SERVER_ERROR (logged) for the unexpected.
 * `setHeader`: where a SERVICE_UNAVAILABLE's Retry-After goes.
 */
export function toTrpcError(cause: unknown, setHeader: (name: string, value: string) => void): TRPCError {
  const transport = toTransportError(cause);
  if (transport.code === 'INTERNAL_SERVER_ERROR') console.error(cause);
  if (transport.code === 'SERVICE_UNAVAILABLE') {
    logUnavailable('tRPC', cause);
    setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  return new TRPCError({ code: trpcCodes[transport.code], message: transport.message, cause });
}

/** Domain and platform failures become TRPCErrors with the mapped code; the cause stays for the formatter. */
const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  throw toTrpcError(result.error.cause ?? result.error, ctx.setHeader);
});

/** An input holding text the database cannot store (NUL, an unpaired surrogate) is a BAD_REQUEST before any handler. */
const refuseInvalidText = t.middleware(async ({ getRawInput, next }) => {
  if (containsInvalidText(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_TEXT_MESSAGE });
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapErrors).use(refuseInvalidText);

/**
 * A signed-in user's call; a mutation is first counted against the user's budget (TRPC_MUTATION_LIMIT): far
 * more than a person clicks, a wall for a script. Over it: TOO_MANY_REQUESTS with Retry-After.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, type, path, getRawInput, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  if (type === 'mutation') {
    const decision = await ctx.spendMutation(ctx.user.userId);
    if (!decision.allowed) {
      ctx.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: `Too many changes in a short time; try again in ${decision.retryAfterSeconds} s.` });
    }
  }
  const requestContext: RequestContext = webRequestContext(ctx.user, ctx.correlationId);
  // The permissions table's check; a member's call then reads the world as its owner's (platform/access).
  const membership = await checkWorldAccess(ctx.queryBus, requireProcedureAccess(path), await getRawInput(), ctx.user.userId);
  const user = membership && membership.role !== 'owner' ? { ...ctx.user, userId: membership.ownerId } : ctx.user;
  return next({ ctx: { ...ctx, user, requestContext: memberContext(requestContext, membership), membership } });
});
