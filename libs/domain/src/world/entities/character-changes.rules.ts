import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import type {
  AllegianceChangeInput,
  AppliedAllegianceChange,
  AppliedCharacterAmendment,
  AppliedLeaderChange,
  AppliedLocationAmendment,
  AppliedMotivationChange,
  AppliedRelationshipChange,
  CharacterAmendmentInput,
  LeaderChangeInput,
  LocationAmendmentInput,
  MotivationChangeInput,
  RelationshipChangeInput,
} from '../arc/beat-consequences';
import { requireReason } from '../diplomacy/diplomacy.rules';
import type { References } from '../references';
import type { CharacterState } from './character.state';
import { requireAlive, requireTextList } from './entity-rules';
import { requireTerm } from './vocabulary';

const sameText = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

function cleanList(values: readonly string[] | undefined, what: string): string[] {
  const list = requireTextList(values ?? [], what).map((value) => value.trim());
  if (list.some((value) => value.length === 0)) throw DomainError.invalid('ENTITY.INVALID_FIELD', `${what} may not be blank`);
  return list;
}

/** Motivations taken up must be new to the character (and named once), and those given up must be held. */
export function validMotivationChange(refs: References, input: MotivationChangeInput): AppliedMotivationChange {
  const character = requireAlive(refs.character(input.characterId));
  const added = cleanList(input.add, 'Motivations taken up');
  const dropped = cleanList(input.drop, 'Motivations given up');
  if (added.length === 0 && dropped.length === 0) {
    throw DomainError.invalid('MOTIVATION.NO_CHANGE', `A change of ${character.name}'s motivations takes one up or gives one up`);
  }
  for (const [index, motivation] of added.entries()) {
    if (character.motivations.some((held) => sameText(held, motivation))) {
      throw DomainError.conflict('MOTIVATION.ALREADY_HELD', `${character.name} already holds "${motivation}"`);
    }
    if (added.slice(0, index).some((earlier) => sameText(earlier, motivation))) {
      throw DomainError.invalid('MOTIVATION.TWICE', `${character.name} takes up "${motivation}" twice`);
    }
  }
  for (const motivation of dropped) {
    if (!character.motivations.some((held) => sameText(held, motivation))) {
      throw DomainError.invalid('MOTIVATION.NOT_HELD', `${character.name} does not hold "${motivation}"`);
    }
  }
  return { characterId: character.id, added, dropped, reason: requireReason(input.reason, 'A change of motivations') };
}

/**
 * Join (from none), leave (to none), defect (to another faction), or hold out: stay in one's own faction
 * when it has collapsed (or collapses in the same beat), which needs its reason like any other change.
 */
export function validAllegianceChange(
  refs: References,
  input: AllegianceChangeInput,
  collapsing: ReadonlySet<string> = new Set(),
): AppliedAllegianceChange {
  const character = requireAlive(refs.character(input.characterId));
  const from = character.factionId;
  const to = input.toFactionId === null ? null : refs.faction(input.toFactionId);
  const reason = requireReason(input.reason, 'A change of allegiance');
  const isCollapsed = (factionId: string) => refs.world.factions.get(factionId)?.status === 'collapsed' || collapsing.has(factionId);
  if ((to?.id ?? null) === from) {
    if (from !== null && isCollapsed(from)) {
      return { characterId: character.id, change: 'holdout', fromFactionId: from, toFactionId: from, reason };
    }
    throw DomainError.conflict('ALLEGIANCE.UNCHANGED', `${character.name} already stands where the change would put them`);
  }
  if (to !== null && isCollapsed(to.id)) {
    throw DomainError.invalid('ALLEGIANCE.COLLAPSED_FACTION', `${to.name} has collapsed; nobody joins it`);
  }
  const change = from === null ? 'join' : to === null ? 'leave' : 'defect';
  return { characterId: character.id, change, fromFactionId: from, toFactionId: to?.id ?? null, reason };
}

export function validCharacterAmendment(refs: References, input: CharacterAmendmentInput): AppliedCharacterAmendment {
  const character = refs.character(input.characterId);
  const changes = {
    ...(isBlank(input.description) || input.description!.trim() === character.description ? {} : { description: input.description!.trim() }),
    ...(isBlank(input.background) || input.background!.trim() === character.background ? {} : { background: input.background!.trim() }),
  };
  if (Object.keys(changes).length === 0) {
    throw DomainError.invalid('AMENDMENT.NO_CHANGE', `An amendment of ${character.name} gives a new description or background`);
  }
  return { characterId: character.id, changes, reason: requireReason(input.reason, 'An amendment') };
}

export function validLocationAmendment(refs: References, input: LocationAmendmentInput): AppliedLocationAmendment {
  const location = refs.location(input.locationId);
  if (isBlank(input.description) || input.description.trim() === location.description) {
    throw DomainError.invalid('AMENDMENT.NO_CHANGE', `An amendment of ${location.name} gives a new description`);
  }
  return {
    locationId: location.id,
    previousDescription: location.description,
    description: input.description.trim(),
    reason: requireReason(input.reason, 'An amendment'),
  };
}

export function relationshipBetween(character: CharacterState, otherId: string) {
  return character.relationships.find((relationship) => relationship.characterId === otherId) ?? null;
}

/** A tie is set both ways; ending one needs no living partner, making one needs both alive. */
export function validRelationshipChange(refs: References, input: RelationshipChangeInput): AppliedRelationshipChange {
  const character = requireAlive(refs.character(input.characterId));
  const other = refs.character(input.otherCharacterId);
  if (character.id === other.id) throw DomainError.invalid('RELATIONSHIP.SELF', 'A character has no relationship with themself');
  const kind = input.kind === null ? null : requireTerm('relationship kind', input.kind);
  if (kind !== null) requireAlive(other);
  const previousKind = relationshipBetween(character, other.id)?.kind ?? null;
  if (previousKind === kind) {
    throw DomainError.conflict('RELATIONSHIP.UNCHANGED', `${character.name} and ${other.name} are already ${kind ?? 'unrelated'}`);
  }
  const note = (input.note ?? '').trim();
  if (kind !== null && note.length === 0) throw DomainError.invalid('RELATIONSHIP.NOTE_REQUIRED', 'A relationship needs a short note');
  return { characterId: character.id, otherCharacterId: other.id, kind, previousKind, note };
}

/**
 * A faction's new leader is one of its living, present members once the beat's changes of side are done (or
 * nobody leads): `sides` maps whoever changes sides in the same beat to the faction they end up in, so a member
 * who leaves cannot lead and one who joins can.
 */
export function validLeaderChange(
  refs: References,
  input: LeaderChangeInput,
  sides: ReadonlyMap<string, string | null> = new Map(),
): AppliedLeaderChange {
  const faction = refs.faction(input.factionId);
  const leader = input.leaderId === null ? null : refs.character(input.leaderId);
  if ((leader?.id ?? null) === faction.leaderId) {
    throw DomainError.conflict('FACTION.LEADER_UNCHANGED', `${faction.name} is already led that way`);
  }
  if (leader !== null) {
    requireAlive(leader);
    if (leader.status === 'missing') throw DomainError.invalid('FACTION.LEADER_MISSING', `${leader.name} is missing and cannot lead`);
    const factionId = sides.has(leader.id) ? sides.get(leader.id) : leader.factionId;
    if (factionId !== faction.id) {
      throw DomainError.invalid('FACTION.LEADER_NOT_MEMBER', `${leader.name} does not belong to ${faction.name}`);
    }
  }
  return {
    factionId: faction.id,
    previousLeaderId: faction.leaderId,
    leaderId: leader?.id ?? null,
    reason: requireReason(input.reason, 'A change of leader'),
  };
}
