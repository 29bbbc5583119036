import { updateEntry, withEntry } from '../../shared/immutable-map';
import type { ExistingWorld } from '../world.state';
import type { ArcCompleted, ArcStarted, BeatGenerated, WorldEventRecorded } from './arc.events';
import type { ArcState, BeatState } from './arc.state';

function withArc(world: ExistingWorld, arcId: string, update: (arc: ArcState) => ArcState): ExistingWorld {
  const { currentArc } = world;
  if (currentArc?.arcId === arcId) return { ...world, currentArc: update(currentArc) };
  return { ...world, earlierArcs: updateEntry(world.earlierArcs, arcId, update) };
}

function byIndex(a: BeatState, b: BeatState): number {
  return a.index - b.index;
}

export function arcStarted(world: ExistingWorld, data: ArcStarted['data']): ExistingWorld {
  const anchors = data.anchors.map((plan): BeatState => ({
    ...plan,
    arcId: data.arcId,
    beatType: 'anchor',
    status: 'planned',
    plannedAt: data.startedAt,
    generatedAt: null,
  }));
  const arc: ArcState = {
    arcId: data.arcId,
    storyName: data.storyName,
    detailedDescription: data.detailedDescription,
    storyIdea: data.storyIdea,
    premise: data.premise,
    summary: null,
    status: 'active',
    beats: anchors.sort(byIndex),
    currentBeatIndex: null,
    eventsSinceLastBeat: [],
    startedAt: data.startedAt,
    completedAt: null,
  };
  const { currentArc } = world;
  const earlierArcs = currentArc ? withEntry(world.earlierArcs, currentArc.arcId, currentArc) : world.earlierArcs;
  return { ...world, currentArc: arc, earlierArcs };
}

/** Records the beat itself; its consequences are applied by the world's evolve. */
export function beatGenerated(
  world: ExistingWorld,
  { arcId, beat, generatedAt }: BeatGenerated['data'],
): ExistingWorld {
  return withArc(world, arcId, (arc) => {
    const planned = arc.beats.find((candidate) => candidate.index === beat.index);
    const generated: BeatState = {
      ...beat,
      arcId,
      status: 'generated',
      plannedAt: planned?.plannedAt ?? null,
      generatedAt,
    };
    const others = arc.beats.filter((candidate) => candidate.index !== beat.index);
    return {
      ...arc,
      beats: [...others, generated].sort(byIndex),
      currentBeatIndex: beat.index,
      eventsSinceLastBeat: [],
    };
  });
}

export function arcCompleted(world: ExistingWorld, data: ArcCompleted['data']): ExistingWorld {
  return withArc(world, data.arcId, (arc) => ({
    ...arc,
    status: 'complete',
    summary: data.summary,
    completedAt: data.completedAt,
  }));
}

export function worldEventRecorded(world: ExistingWorld, data: WorldEventRecorded['data']): ExistingWorld {
  return withArc(world, data.arcId, (arc) => ({ ...arc, eventsSinceLastBeat: [...arc.eventsSinceLastBeat, data] }));
}
