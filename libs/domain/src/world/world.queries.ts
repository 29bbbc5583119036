import type { ArcState, BeatState } from './arc/arc.state';
import type { CharacterState } from './entities/character.state';
import type { FactionState } from './entities/faction.state';
import type { LocationState } from './entities/location.state';
import type { ExistingWorld } from './world.state';

/** Pure reads of a folded world, for the application (getWorldState, entity lists, generator inputs). */

export function hasEntities(world: ExistingWorld): boolean {
  return world.locations.size > 0 || world.factions.size > 0 || world.characters.size > 0;
}

export function listLocations(world: ExistingWorld): LocationState[] {
  return [...world.locations.values()];
}

export function listFactions(world: ExistingWorld): FactionState[] {
  return [...world.factions.values()];
}

export function listCharacters(world: ExistingWorld): CharacterState[] {
  return [...world.characters.values()];
}

export function currentArc(world: ExistingWorld): ArcState | null {
  return world.currentArc;
}

export function findArc(world: ExistingWorld, arcId: string): ArcState | null {
  return world.currentArc?.arcId === arcId ? world.currentArc : (world.earlierArcs.get(arcId) ?? null);
}

/** Every arc of the world, oldest first. */
export function listArcs(world: ExistingWorld): ArcState[] {
  return world.currentArc === null ? [] : [...world.earlierArcs.values(), world.currentArc];
}

export function currentBeatOf(arc: ArcState): BeatState | null {
  return arc.beats.find((beat) => beat.index === arc.currentBeatIndex) ?? null;
}

/** The beat whose id the current arc's current_beat_id holds (SPEC §3). */
export function currentBeat(world: ExistingWorld): BeatState | null {
  const arc = currentArc(world);
  return arc === null ? null : currentBeatOf(arc);
}

/** The beats reached so far, in order (planned anchors not yet reached are left out). */
export function generatedBeats(arc: ArcState): BeatState[] {
  return arc.beats.filter((beat) => beat.status === 'generated');
}
