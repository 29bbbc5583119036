import type { ExistingWorld } from '../world.state';

/**
 * Whether the arc should advance by itself now: auto-advance is on, the arc is active with no draft waiting,
 * and every player who has a character has acted (a player_action) since the last beat.
 */
export function everyPlayerHasActed(world: ExistingWorld): boolean {
  const arc = world.currentArc;
  if (!world.membership.autoAdvance || arc === null || arc.status !== 'active' || arc.draft !== null) return false;
  const playing = [...world.membership.members.values()].flatMap((member) =>
    member.role === 'player' && member.characterId !== null && world.characters.has(member.characterId) ? [member.characterId] : [],
  );
  const acted = new Set(arc.eventsSinceLastBeat.flatMap((event) => (event.characterId === undefined ? [] : [event.characterId])));
  return playing.length > 0 && playing.every((characterId) => acted.has(characterId));
}
