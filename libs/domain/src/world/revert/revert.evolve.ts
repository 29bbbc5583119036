import { byIndex, withArc } from '../arc/arc.evolve';
import type { ArcState } from '../arc/arc.state';
import type { CharacterState, Memory } from '../entities/character.state';
import type { ExistingWorld } from '../world.state';
import type { BeatReverted } from './revert.events';

function sameMemory(left: Memory, right: Memory): boolean {
  return (
    left.timestamp === right.timestamp &&
    left.eventDescription === right.eventDescription &&
    left.emotionalImpact === right.emotionalImpact &&
    left.importance === right.importance
  );
}

/** The beat before is current again, a refined anchor planned again, and the beat's world events wait for the next one. */
function arcBeforeBeat(arc: ArcState, data: BeatReverted['data']): ArcState {
  const reverted = arc.revertible.at(-1);
  if (reverted?.beatId !== data.beatId) return arc;
  const others = arc.beats.filter((beat) => beat.beatId !== data.beatId);
  return {
    ...arc,
    beats: reverted.plan === null ? others : [...others, reverted.plan].sort(byIndex),
    currentBeatIndex: data.restoredBeatIndex,
    eventsSinceLastBeat: [...reverted.takenEvents, ...arc.eventsSinceLastBeat],
    revertible: arc.revertible.slice(0, -1),
  };
}

/** No one witnessed a beat that did not happen, nor remembers it. */
function characterBeforeBeat(character: CharacterState, data: BeatReverted['data']): CharacterState {
  const forgotten = data.forgottenMemories.filter((entry) => entry.characterId === character.id).map((entry) => entry.memory);
  const witnessed = character.storyBeatsWitnessed.includes(data.beatId);
  if (!witnessed && forgotten.length === 0) return character;
  return {
    ...character,
    storyBeatsWitnessed: witnessed ? character.storyBeatsWitnessed.filter((beatId) => beatId !== data.beatId) : character.storyBeatsWitnessed,
    memories: forgotten.length === 0 ? character.memories : character.memories.filter((memory) => !forgotten.some((gone) => sameMemory(gone, memory))),
  };
}

export function beatReverted(world: ExistingWorld, data: BeatReverted['data']): ExistingWorld {
  const withArcBefore = withArc(world, data.arcId, (arc) => arcBeforeBeat(arc, data));
  let characters: Map<string, CharacterState> | null = null;
  for (const character of world.characters.values()) {
    const before = characterBeforeBeat(character, data);
    if (before === character) continue;
    characters ??= new Map(world.characters);
    characters.set(character.id, before);
  }
  return characters === null ? withArcBefore : { ...withArcBefore, characters };
}
