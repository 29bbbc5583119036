import type { Factor } from '@supabase/auth-js';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/session';

const FACTORS_KEY = ['auth', 'factors'] as const;

/** Every factor of the signed-in person, verified or still being set up (auth-js reads them from GET /user). */
export const factorsQueryOptions = queryOptions({
  queryKey: FACTORS_KEY,
  queryFn: async (): Promise<Factor[]> => {
    const { data, error } = await (await authClient()).mfa.listFactors();
    if (error) throw error;
    return data.all;
  },
});

export function useFactors() {
  return useQuery(factorsQueryOptions);
}

export function useInvalidateFactors(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
}
