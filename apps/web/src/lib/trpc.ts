import type { AppRouter } from '@worldloom/api/app-router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { accessToken } from './auth';

export function createQueryClient(): QueryClient {
  // SPEC.md §7: data queries retry once and do not refetch on window focus.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        transformer: superjson,
        async headers() {
          const token = await accessToken();
          return { authorization: token ? `Bearer ${token}` : '' };
        },
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
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient });
