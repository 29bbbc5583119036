import { splitWorlds } from '../../../lib/world-roles';
import { useWorldHasContents, useWorlds } from '../api/dashboard';
import { tutorialProgress, tutorialWorlds } from './tutorial-steps';

export function useTutorial() {
  const worlds = useWorlds();
  const split = worlds.data ? splitWorlds(worlds.data) : undefined;
  const { worldCount, firstWorld } = tutorialWorlds(worlds.data ?? []);
  const contents = useWorldHasContents(firstWorld?.id);
  const progress = tutorialProgress({
    worldCount,
    firstWorldHasContents: contents.hasContents,
    firstWorldHasArc: Boolean(firstWorld?.current_arc_id),
  });
  return {
    worlds,
    /** The user's own worlds, newest first, and those shared with them: once the list is there. */
    own: split?.own,
    shared: split?.shared,
    firstWorld,
    progress,
    loading: worlds.isPending || contents.loading,
  };
}
