import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

export function useApiKeys() {
  return useQuery(trpc.auth.apiKeys.list.queryOptions());
}

function useInvalidateKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.auth.apiKeys.list.queryKey() });
}

export function useCreateApiKey() {
  return useMutation(trpc.auth.apiKeys.create.mutationOptions({ onSuccess: useInvalidateKeys() }));
}

export function useRevokeApiKey() {
  return useMutation(trpc.auth.apiKeys.revoke.mutationOptions({ onSuccess: useInvalidateKeys() }));
}

export function useRenameApiKey() {
  return useMutation(trpc.auth.apiKeys.update.mutationOptions({ onSuccess: useInvalidateKeys() }));
}
