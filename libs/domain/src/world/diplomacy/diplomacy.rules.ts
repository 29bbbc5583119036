import type { FactionStance } from '@worldloom/contracts';
import { DomainError } from '../../shared/domain-error';
import { isBlank } from '../../shared/text';
import type {
  AppliedDoctrine,
  AppliedStanceChange,
  AppliedTerritoryChange,
  DoctrineInput,
  StanceChangeInput,
  TerritoryChangeInput,
} from '../arc/beat-consequences';
import { requireTextList } from '../entities/entity-rules';
import type { FactionState } from '../entities/faction.state';
import { requireTerm } from '../entities/vocabulary';
import type { References } from '../references';
import type { ExistingWorld } from '../world.state';

/** A change of the world by a beat or a person needs its why: it goes into the history lines. */
export function requireReason(reason: string | null | undefined, what: string): string {
  if (reason === null || reason === undefined || isBlank(reason)) {
    throw DomainError.invalid('CHANGE.REASON_REQUIRED', `${what} needs a reason`);
  }
  return reason.trim();
}

/** A faction's stance toward another: neutral unless set. */
export function stanceOf(faction: FactionState, targetFactionId: string): FactionStance {
  return faction.stances.find((entry) => entry.targetFactionId === targetFactionId)?.stance ?? 'neutral';
}

/** The faction that holds a location, if any (no location has two masters). */
export function masterOf(world: ExistingWorld, locationId: string): FactionState | null {
  for (const faction of world.factions.values()) {
    if (faction.controlledLocationIds.includes(locationId)) return faction;
  }
  return null;
}

export function validStanceChange(refs: References, input: StanceChangeInput): AppliedStanceChange {
  const source = refs.faction(input.sourceFactionId);
  const target = refs.faction(input.targetFactionId);
  if (source.id === target.id) throw DomainError.invalid('STANCE.SELF', 'A faction has no stance toward itself');
  const stance = requireTerm('faction stance', input.stance);
  const previousStance = stanceOf(source, target.id);
  if (previousStance === stance) {
    throw DomainError.conflict('STANCE.UNCHANGED', `${source.name} is already ${stance} toward ${target.name}`);
  }
  return {
    sourceFactionId: source.id,
    targetFactionId: target.id,
    previousStance,
    stance,
    reason: requireReason(input.reason, 'A change of stance'),
  };
}

function validClaim(refs: References, input: Extract<TerritoryChangeInput, { kind: 'claim' }>): AppliedTerritoryChange {
  const faction = refs.faction(input.factionId);
  const location = refs.location(input.locationId);
  const method = requireTerm('claim method', input.method);
  const master = masterOf(refs.world, location.id);
  if (master?.id === faction.id) {
    throw DomainError.conflict('TERRITORY.ALREADY_HELD', `${faction.name} already holds ${location.name}`);
  }
  if (faction.status === 'collapsed') {
    throw DomainError.invalid('TERRITORY.COLLAPSED_FACTION', `${faction.name} has collapsed and cannot take territory`);
  }
  if (location.status === 'lost') {
    throw DomainError.invalid('TERRITORY.LOST_PLACE', `${location.name} is lost; nobody can hold it`);
  }
  const reason = requireReason(input.reason, 'A claim');
  return { kind: 'claim', factionId: faction.id, locationId: location.id, method, reason, previousFactionId: master?.id ?? null };
}

function validRelease(refs: References, input: Extract<TerritoryChangeInput, { kind: 'release' }>): AppliedTerritoryChange {
  const faction = refs.faction(input.factionId);
  const location = refs.location(input.locationId);
  if (!faction.controlledLocationIds.includes(location.id)) {
    throw DomainError.conflict('TERRITORY.NOT_HELD', `${faction.name} does not hold ${location.name}`);
  }
  return { kind: 'release', factionId: faction.id, locationId: location.id, reason: requireReason(input.reason, 'A release') };
}

/** A claim takes a location from its former master; a release lets it go. */
export function validTerritoryChange(refs: References, input: TerritoryChangeInput): AppliedTerritoryChange {
  switch (input.kind) {
    case 'claim':
      return validClaim(refs, input);
    case 'release':
      return validRelease(refs, input);
    default:
      throw DomainError.invalid('TERRITORY.INVALID_CHANGE', 'A territory change is a claim or a release');
  }
}

export function validDoctrine(refs: References, input: DoctrineInput): AppliedDoctrine {
  const faction = refs.faction(input.factionId);
  if (isBlank(input.ideology)) throw DomainError.invalid('DOCTRINE.IDEOLOGY_REQUIRED', 'A doctrine needs an ideology');
  const tags = [...requireTextList(input.tags, 'Tags')];
  return {
    factionId: faction.id,
    previousIdeology: faction.ideology,
    ideology: input.ideology.trim(),
    previousTags: [...faction.tags],
    tags,
    reason: isBlank(input.reason) ? null : (input.reason ?? null),
  };
}
