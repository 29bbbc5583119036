import type { AppRouter } from '@worldloom/api/app-router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { accessToken } from './auth';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

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
