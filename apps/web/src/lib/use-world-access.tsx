import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { usePermissionsTable } from './permissions-table';
import { useSession } from './session';
import { trpc } from './trpc';
import { UNKNOWN_ACCESS, type WorldAccess, worldAccess } from './world-access';

const WorldAccessContext = createContext<WorldAccess>(UNKNOWN_ACCESS);

interface WorldAccessProviderProps {
  readonly worldId: string;
  readonly children: ReactNode;
}

const NO_CHARACTERS: readonly never[] = [];

/**
 * Tells the world page's parts what the signed-in person may do there (useWorldAccess). It asks nothing itself: the
 * role comes with the page's world state (`world.role`) and the person's character is the one bound to them
 * (`controlled_by`) in the page's character list, both read from the cache the page fills (and retries) itself.
 */
export function WorldAccessProvider({ worldId, children }: WorldAccessProviderProps) {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const table = usePermissionsTable();
  const role = useQuery({ ...trpc.world.getWorldState.queryOptions({ worldId }), enabled: false }).data?.world.role ?? null;
  const characters = useQuery({ ...trpc.character.list.queryOptions({ worldId }), enabled: false }).data ?? NO_CHARACTERS;
  const access = useMemo(() => worldAccess({ table, role, userId, characters }), [table, role, userId, characters]);
  return <WorldAccessContext.Provider value={access}>{children}</WorldAccessContext.Provider>;
}

/** What the signed-in person may do in the world of the page; outside a world page, what an owner may. */
export function useWorldAccess(): WorldAccess {
  return useContext(WorldAccessContext);
}
