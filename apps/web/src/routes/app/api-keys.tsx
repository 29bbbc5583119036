import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page';
import { queryClient, trpc } from '../../lib/trpc';

export const Route = createFileRoute('/app/api-keys')({
  loader: () => void queryClient.prefetchQuery(trpc.auth.apiKeys.list.queryOptions()),
  component: ApiKeysPage,
});
