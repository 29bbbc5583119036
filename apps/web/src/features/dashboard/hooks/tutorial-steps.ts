import type { WorldRole } from '@worldloom/contracts';
import { isOwnWorld } from '../../../lib/world-roles';

/** The five tutorial steps of the dashboard and when each counts as done (SPEC.md §2, §4). */
export const TUTORIAL_STEPS = [
  {
    title: 'Create Your First World',
    description: 'Name your universe and describe its tone, history and wonders.',
  },
  {
    title: 'Populate with AI',
    description: 'Let the generator fill your world with regions, factions and characters.',
  },
  {
    title: 'Create a Story Arc',
    description: 'Start a 15-beat arc, from a story idea of your own or at random.',
  },
  {
    title: 'Add World Events',
    description: 'Record what players and the world do; events shape the next beat.',
  },
  {
    title: 'Progress Your Story',
    description: 'Advance the arc beat by beat and watch the world change.',
  },
] as const;

export type StepStatus = 'done' | 'current' | 'locked';

export interface TutorialFacts {
  readonly worldCount: number;
  /** The first (oldest) world has locations, factions and characters. */
  readonly firstWorldHasContents: boolean;
  /** The first world has a current arc. */
  readonly firstWorldHasArc: boolean;
}

export interface TutorialProgress {
  readonly statuses: readonly StepStatus[];
  readonly completed: number;
  /** Index of the first incomplete step; null once every step is done. */
  readonly current: number | null;
}

export function tutorialProgress({ worldCount, firstWorldHasContents, firstWorldHasArc }: TutorialFacts): TutorialProgress {
  const hasWorld = worldCount > 0;
  // Steps 3 to 5 are all done once the first world has a current arc.
  const done = [hasWorld, hasWorld && firstWorldHasContents, ...Array<boolean>(3).fill(hasWorld && firstWorldHasArc)];
  const firstIncomplete = done.indexOf(false);
  const current = firstIncomplete === -1 ? null : firstIncomplete;
  return {
    statuses: done.map((isDone, index): StepStatus => (isDone ? 'done' : index === current ? 'current' : 'locked')),
    completed: done.filter(Boolean).length,
    current,
  };
}

/** The "first world" of the tutorial is the oldest one. */
export function oldestWorld<World extends { created_at: string | Date }>(worlds: readonly World[]): World | undefined {
  return worlds.reduce<World | undefined>(
    (oldest, world) => (!oldest || new Date(world.created_at) < new Date(oldest.created_at) ? world : oldest),
    undefined,
  );
}

/**
 * The worlds the tutorial counts: the user's own only (issue 20 item 6). A world shared with them, even one with an
 * arc, ticks no step, and is never the "first world" the steps continue in.
 */
export function tutorialWorlds<World extends { id: string; created_at: string | Date; role?: WorldRole }>(
  worlds: readonly World[],
): { readonly worldCount: number; readonly firstWorld: World | undefined } {
  const own = worlds.filter(isOwnWorld);
  return { worldCount: own.length, firstWorld: oldestWorld(own) };
}
