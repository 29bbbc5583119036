import { useWorldHasContents, useWorlds } from '../api/dashboard';
import { oldestWorld, tutorialProgress } from './tutorial-steps';

export function useTutorial() {
  const worlds = useWorlds();
  const firstWorld = worlds.data ? oldestWorld(worlds.data) : undefined;
  const contents = useWorldHasContents(firstWorld?.id);
  const progress = tutorialProgress({
    worldCount: worlds.data?.length ?? 0,
    firstWorldHasContents: contents.hasContents,
    firstWorldHasArc: Boolean(firstWorld?.current_arc_id),
  });
  return {
    worlds,
    firstWorld,
    progress,
    loading: worlds.isPending || contents.loading,
  };
}
