import type { WorldRole } from '@worldloom/contracts';

/** How the page names each role (issue 20 item 1): a badge on a shared world, a member's role. */
export const ROLE_LABELS: Readonly<Record<WorldRole, string>> = {
  owner: 'Owner',
  'co-author': 'Co-author',
  player: 'Player',
  viewer: 'Viewer',
};

interface RoledWorld {
  readonly id: string;
  readonly created_at: string | Date;
  /** The caller's role; a read that does not know the caller leaves it out, and then the world is the caller's own. */
  readonly role?: WorldRole;
}

/** The caller's own world: they own it (every world they created). */
export function isOwnWorld(world: RoledWorld): boolean {
  return world.role === undefined || world.role === 'owner';
}

/** Newest first, ties by id, as the API lists worlds. */
export function newestFirst<World extends RoledWorld>(worlds: readonly World[]): World[] {
  return [...worlds].sort((a, b) => {
    const byAge = new Date(b.created_at).getTime() - new Date(a.created_at).getTime();
    return byAge !== 0 ? byAge : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export interface SplitWorlds<World> {
  /** The caller's own worlds, newest first: what the list pages through and the tutorial counts. */
  readonly own: readonly World[];
  /** The worlds others shared with the caller (co-author, player, viewer), newest first. */
  readonly shared: readonly World[];
}

/** The world list's answer split into the caller's own worlds and those shared with them. */
export function splitWorlds<World extends RoledWorld>(worlds: readonly World[]): SplitWorlds<World> {
  const sorted = newestFirst(worlds);
  return { own: sorted.filter(isOwnWorld), shared: sorted.filter((world) => !isOwnWorld(world)) };
}
