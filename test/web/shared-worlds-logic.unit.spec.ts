import type { WorldRole } from '@worldloom/contracts';
import { oldestWorld, tutorialProgress, tutorialWorlds } from '../../apps/web/src/features/dashboard/hooks/tutorial-steps';
import { worldPage } from '../../apps/web/src/features/worlds/hooks/world-list-search';
import { isOwnWorld, newestFirst, ROLE_LABELS, splitWorlds } from '../../apps/web/src/lib/world-roles';

interface ListedWorld {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly created_at: string;
  readonly current_arc_id: string | null;
  readonly role?: WorldRole;
}

function world(id: string, day: number, role?: WorldRole, current_arc_id: string | null = null): ListedWorld {
  const created_at = `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  return { id, name: `World ${id}`, description: `The story of ${id}`, created_at, current_arc_id, role };
}

const ids = (worlds: readonly { id: string }[]) => worlds.map((each) => each.id);

describe('own and shared worlds', () => {
  it('splits the list by the caller\'s role: owner (or no role) is their own, every other role is shared', () => {
    const worlds = [world('a', 1, 'owner'), world('b', 2, 'player'), world('c', 3, 'co-author'), world('d', 4, 'viewer'), world('e', 5)];
    const { own, shared } = splitWorlds(worlds);
    expect(ids(own)).toEqual(['e', 'a']);
    expect(ids(shared)).toEqual(['d', 'c', 'b']);
    expect(worlds.map(isOwnWorld)).toEqual([true, false, false, false, true]);
  });

  it('sorts each part newest first, ties by id, whatever order the list came in', () => {
    const worlds = [world('m', 2, 'owner'), world('z', 9, 'player'), world('k', 2, 'owner'), world('q', 7, 'owner'), world('b', 9, 'viewer')];
    expect(ids(newestFirst(worlds))).toEqual(['b', 'z', 'q', 'k', 'm']);
    const { own, shared } = splitWorlds(worlds);
    expect(ids(own)).toEqual(['q', 'k', 'm']);
    expect(ids(shared)).toEqual(['b', 'z']);
    // The input is left as it was.
    expect(ids(worlds)).toEqual(['m', 'z', 'k', 'q', 'b']);
  });

  it('pages and counts the own worlds only: shared worlds never take a place on a page', () => {
    const owned = Array.from({ length: 9 }, (_, index) => world(`own-${index}`, index + 1, 'owner'));
    const sharedWorlds = Array.from({ length: 4 }, (_, index) => world(`shared-${index}`, index + 10, 'player'));
    const { own, shared } = splitWorlds([...sharedWorlds, ...owned]);
    expect(worldPage(own, {})).toMatchObject({ total: 9, page: 1, pageCount: 2 });
    expect(ids(worldPage(own, {}).items)).toEqual(['own-8', 'own-7', 'own-6', 'own-5', 'own-4', 'own-3', 'own-2', 'own-1']);
    expect(shared).toHaveLength(4);
    expect(splitWorlds([])).toEqual({ own: [], shared: [] });
  });

  it('labels every role for its badge', () => {
    expect(ROLE_LABELS).toEqual({ owner: 'Owner', 'co-author': 'Co-author', player: 'Player', viewer: 'Viewer' });
  });
});

describe('the tutorial counts the user\'s own worlds only', () => {
  it('a world shared with the user, even an older one with an arc, ticks no step', () => {
    const sharedOnly = tutorialWorlds([world('shared', 1, 'player', 'arc-1')]);
    expect(sharedOnly).toEqual({ worldCount: 0, firstWorld: undefined });
    const progress = tutorialProgress({
      worldCount: sharedOnly.worldCount,
      firstWorldHasContents: true,
      firstWorldHasArc: Boolean(sharedOnly.firstWorld?.current_arc_id),
    });
    expect(progress).toMatchObject({ completed: 0, current: 0 });
    expect(progress.statuses).toEqual(['current', 'locked', 'locked', 'locked', 'locked']);
  });

  it('the first world is the oldest own world, not an older shared one', () => {
    const worlds = [world('shared-old', 1, 'co-author', 'arc-1'), world('own-new', 8, 'owner'), world('own-old', 3, 'owner')];
    expect(oldestWorld(worlds)?.id).toBe('shared-old');
    const counted = tutorialWorlds(worlds);
    expect(counted.worldCount).toBe(2);
    expect(counted.firstWorld?.id).toBe('own-old');
    const progress = tutorialProgress({
      worldCount: counted.worldCount,
      firstWorldHasContents: false,
      firstWorldHasArc: Boolean(counted.firstWorld?.current_arc_id),
    });
    expect(progress).toMatchObject({ completed: 1, current: 1 });
  });
});
