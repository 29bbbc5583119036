import { DomainError } from '../../shared/domain-error';
import type { PlayerCharacterBound } from './members.events';
import { PLAYER_EDITABLE_FIELDS, requireOwnCharacter } from './members.rules';
import type { MemberState } from './members.state';
import type { ExistingWorld } from '../world.state';

/** A player creates one character of their own, of type player. */
export function requireNewPlayerCharacter(world: ExistingWorld, player: MemberState, type: string): void {
  if (type !== 'player') throw DomainError.forbidden('PLAYER.PLAYER_CHARACTER_ONLY', 'A player can create only a character of type "player".');
  if (player.characterId !== null && world.characters.has(player.characterId)) {
    throw DomainError.conflict('PLAYER.HAS_CHARACTER', 'You already have a player character in this world: a player plays one.');
  }
}

export function playerCharacterBound(player: MemberState, characterId: string, at: string): PlayerCharacterBound {
  return { type: 'PlayerCharacterBound', data: { userId: player.userId, characterId, boundAt: at } };
}

/** A player edits only their own character, and of it only its description, motivations and place. */
export function requirePlayerEdit(player: MemberState, characterId: string, change: Readonly<Record<string, unknown>>): void {
  requireOwnCharacter(player, characterId);
  const refused = Object.keys(change).filter(
    (key) => key !== 'characterId' && change[key] !== undefined && !PLAYER_EDITABLE_FIELDS.includes(key),
  );
  if (refused.length > 0) {
    throw DomainError.forbidden(
      'PLAYER.FIELD_FORBIDDEN',
      `A player can change only their character's description, motivations and place, not: ${refused.join(', ')}.`,
    );
  }
}

/** A player records only player actions, as their own character: the character they act through. */
export function playerActor(world: ExistingWorld, player: MemberState, eventType: string): string {
  if (eventType !== 'player_action') {
    throw DomainError.forbidden('PLAYER.ACTION_ONLY', 'A player can record only player_action events.');
  }
  const characterId = player.characterId;
  if (characterId === null || !world.characters.has(characterId)) {
    throw DomainError.invalid('PLAYER.NO_CHARACTER', 'Create your player character before recording an action.');
  }
  return characterId;
}
