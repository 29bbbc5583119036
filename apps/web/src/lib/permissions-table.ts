import { useQuery } from '@tanstack/react-query';
import type { AccessTable } from './world-access';

/**
 * The permissions table of libs/contracts, loaded on its own: its entry is zod-free, and as a chunk of its own it
 * keeps the world page's chunks to the vocabulary (test/web/vocabulary-bundle.e2e.spec.ts). It never changes.
 */
export function usePermissionsTable(): AccessTable | null {
  const table = useQuery({
    queryKey: ['worldloom', 'permissions-table'],
    queryFn: () => import('@worldloom/contracts/permissions').then((module): AccessTable => module.procedureAccess),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return table.data ?? null;
}
