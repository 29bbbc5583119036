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

/** Checks a whole profile, new or edited: controlled locations and the leader must be of this world. */
export function requireValidFactionProfile(world: ExistingWorld, profile: FactionProfile): void {
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
  for (const locationId of controlled) requireReference(world.locations, locationId, 'location');
  if (profile.leaderId !== null) requireReference(world.characters, profile.leaderId, 'character');
}

/** A leader who dies in office stays on record, but a deceased character cannot be made leader. */
export function requireLivingLeader(world: ExistingWorld, leaderId: string | null | undefined): void {
  const leader = leaderId ? world.characters.get(leaderId) : undefined;
  if (leader) requireAlive(leader);
}
