import { updateEntry, withEntry } from '../../shared/immutable-map';
import type { BeatBefore, RevertibleBeat } from '../revert/revert.state';
import type { ExistingWorld } from '../world.state';
import type { ArcCompleted, ArcStarted, BeatGenerated, WorldEventRecorded } from './arc.events';
import type { ArcState, BeatState } from './arc.state';

export function withArc(world: ExistingWorld, arcId: string, update: (arc: ArcState) => ArcState): ExistingWorld {
  const { currentArc } = world;
  if (currentArc?.arcId === arcId) return { ...world, currentArc: update(currentArc) };
  return { ...world, earlierArcs: updateEntry(world.earlierArcs, arcId, update) };
}

export function byIndex(a: BeatState, b: BeatState): number {
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
    draft: null,
    closedDrafts: [],
    revertible: [],
  };
  const { currentArc } = world;
  const earlierArcs = currentArc ? withEntry(world.earlierArcs, currentArc.arcId, currentArc) : world.earlierArcs;
  return { ...world, currentArc: arc, earlierArcs };
}

/** What the beat's changes will replace that its consequences do not say, read from the world before it. */
function beatBefore(world: ExistingWorld, { consequences }: BeatGenerated['data']): BeatBefore {
  const profiles = consequences.characterAmendments.flatMap(({ characterId }) => {
    const character = world.characters.get(characterId);
    return character ? [{ characterId, description: character.description, background: character.background }] : [];
  });
  const tieOf = (holderId: string, otherId: string) => {
    const tie = world.characters.get(holderId)?.relationships.find((candidate) => candidate.characterId === otherId);
    return tie ? [{ ...tie, holderId }] : [];
  };
  const ties = consequences.relationshipChanges.flatMap(({ characterId, otherCharacterId }) => [
    ...tieOf(characterId, otherCharacterId),
    ...tieOf(otherCharacterId, characterId),
  ]);
  const leaders = consequences.allegianceChanges.flatMap(({ characterId, change, fromFactionId }) => {
    const left = fromFactionId === null || change === 'holdout' ? undefined : world.factions.get(fromFactionId);
    return left?.leaderId === characterId ? [{ factionId: left.id, leaderId: characterId }] : [];
  });
  return { profiles, ties, leaders };
}

/** Records the beat itself, and what revertBeat needs to undo it; its consequences are applied by the world's evolve. */
export function beatGenerated(world: ExistingWorld, data: BeatGenerated['data']): ExistingWorld {
  const { arcId, beat, generatedAt } = data;
  const before = beatBefore(world, data);
  return withArc(world, arcId, (arc) => {
    const planned = arc.beats.find((candidate) => candidate.index === beat.index);
    const revertible: RevertibleBeat = {
      beatId: beat.beatId,
      index: beat.index,
      name: beat.name,
      generatedAt,
      consequences: data.consequences,
      plan: planned?.status === 'planned' ? planned : null,
      takenEvents: arc.eventsSinceLastBeat,
      before,
    };
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
      revertible: [...arc.revertible, revertible],
    };
  });
}

export function arcCompleted(world: ExistingWorld, data: ArcCompleted['data']): ExistingWorld {
  return withArc(world, data.arcId, (arc) => ({
    ...arc,
    status: 'complete',
    summary: data.summary,
    completedAt: data.completedAt,
    revertible: [],
  }));
}

export function worldEventRecorded(world: ExistingWorld, data: WorldEventRecorded['data']): ExistingWorld {
  return withArc(world, data.arcId, (arc) => ({ ...arc, eventsSinceLastBeat: [...arc.eventsSinceLastBeat, data] }));
}
