import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useMyWorld, useWorldCharacters } from '../api/members';
import { usePermissionsTable } from '../api/permissions-table';
import { UNKNOWN_ACCESS, type WorldAccess, worldAccess } from './world-access';

const WorldAccessContext = createContext<WorldAccess>(UNKNOWN_ACCESS);

interface WorldAccessProviderProps {
  readonly worldId: string;
  readonly children: ReactNode;
}

/** Tells the world page's parts what the signed-in person may do there (useWorldAccess). */
export function WorldAccessProvider({ worldId, children }: WorldAccessProviderProps) {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const table = usePermissionsTable();
  const role = useMyWorld(worldId).data?.role ?? null;
  // The page's own list (one cache entry): the person's character is the one bound to them (`controlled_by`).
  const characters = useWorldCharacters(worldId);
  const access = useMemo(() => worldAccess({ table, role, userId, characters }), [table, role, userId, characters]);
  return <WorldAccessContext.Provider value={access}>{children}</WorldAccessContext.Provider>;
}

/** What the signed-in person may do in the world of the page; outside a world page, what an owner may. */
export function useWorldAccess(): WorldAccess {
  return useContext(WorldAccessContext);
}
