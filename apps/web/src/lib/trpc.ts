import type { AppRouter } from '@worldloom/api/app-router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { earlyAnswerLink, takeEarlyAnswer } from './early-answer';
import type { EarlyAnswer } from './early-calls';
import { accessToken, currentSession } from './session';

/**
 * How long data counts as fresh: a loader's (or the early script's) data is often there before its page has
 * mounted, and that mount would otherwise ask for it again; on a slow phone (or a busy machine) the page's code
 * can take seconds to arrive and run. Mutations invalidate what they change, and a world's open page refetches
 * on every change committed to it (world.live), whatever the data's age.
 */
const FRESH_MS = 10_000;

export function createQueryClient(): QueryClient {
  // SPEC.md §7: data queries retry once and do not refetch on window focus.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: FRESH_MS } } });
}

export function createTrpcClient(early?: EarlyAnswer) {
  return createTRPCClient<AppRouter>({
    links: [
      // The page's first calls may have been made with the page itself (index.html's early script).
      earlyAnswerLink(early, () => currentSession()?.access_token),
      // Subscriptions (world.live) are server-sent events: an EventSource sends no headers, so the token
      // travels in connectionParams, asked afresh on every (re)connection.
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: '/api/trpc',
          transformer: superjson,
          async connectionParams() {
            const token = await accessToken();
            return token ? { authorization: `Bearer ${token}` } : {};
          },
        }),
        false: httpBatchLink({
          url: '/api/trpc',
          transformer: superjson,
          async headers() {
            const token = await accessToken();
            return { authorization: token ? `Bearer ${token}` : '' };
          },
        }),
      }),
    ],
  });
}

/**
 * One client and cache for the single-page app. Only the signed-in part (/app) imports this module,
 * so the landing page never downloads TanStack Query or the tRPC client.
 */
export const queryClient = createQueryClient();

/** Query and mutation options for every procedure: `useQuery(trpc.world.list.queryOptions())`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(takeEarlyAnswer()), queryClient });
