import { DomainError } from '../../shared/domain-error';
import type { ExistingWorld } from '../world.state';
import { requireAlive, requireName, requireReference, requireTextList } from './entity-rules';
import type { FactionProfile } from './faction.state';
import { requireTerm } from './vocabulary';

export const FACTION_PROFILE_KEYS = [
  'name',
  'type',
  'membersEstimate',
  'controlledLocationIds',
  'leaderId',
  'bannerColor',
  'ideology',
  'tags',
] as const satisfies readonly (keyof FactionProfile)[];

/**
 * Checks a whole profile, new or edited: controlled locations and the leader must be of this world, and no
 * location it controls is held by another faction (no location has two masters: a claim takes one over).
 */
export function requireValidFactionProfile(world: ExistingWorld, profile: FactionProfile, factionId?: string): void {
  requireName(profile.name, 'faction');
  requireTerm('faction type', profile.type);
  requireTextList(profile.tags, 'Tags');
  if (!Number.isInteger(profile.membersEstimate) || profile.membersEstimate < 0) {
    throw DomainError.invalid('FACTION.INVALID_MEMBERS_ESTIMATE', 'members_estimate must be a whole number from 0');
  }
  const controlled = requireTextList(profile.controlledLocationIds, 'Controlled locations');
  if (new Set(controlled).size !== controlled.length) {
    throw DomainError.invalid('ENTITY.INVALID_FIELD', 'A location is listed twice in controlled locations');
  }
  const alreadyHeld = factionId === undefined ? [] : (world.factions.get(factionId)?.controlledLocationIds ?? []);
  for (const locationId of controlled) {
    const location = requireReference(world.locations, locationId, 'location');
    if (alreadyHeld.includes(locationId)) continue;
    const master = [...world.factions.values()].find((other) => other.id !== factionId && other.controlledLocationIds.includes(locationId));
    if (master !== undefined) {
      throw DomainError.conflict('TERRITORY.HELD_BY_OTHER', `${location.name} is held by ${master.name}; claim it instead`);
    }
  }
  if (profile.leaderId !== null) requireReference(world.characters, profile.leaderId, 'character');
}

/** A leader who dies in office stays on record, but a deceased character cannot be made leader. */
export function requireLivingLeader(world: ExistingWorld, leaderId: string | null | undefined): void {
  const leader = leaderId ? world.characters.get(leaderId) : undefined;
  if (leader) requireAlive(leader);
}
