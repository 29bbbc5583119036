import { DomainError } from '../../shared/domain-error';
import type { ExistingWorld } from '../world.state';
import { requireName, requireReference, requireTextList } from './entity-rules';
import type { LocationProfile } from './location.state';
import { requireTerm } from './vocabulary';

export const LOCATION_PROFILE_KEYS = [
  'name',
  'type',
  'description',
  'tags',
  'parentLocationId',
  'relativeX',
  'relativeY',
] as const satisfies readonly (keyof LocationProfile)[];

function requireCoordinate(value: number | null, axis: string): number | null {
  if (value === null || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw DomainError.invalid('LOCATION.INVALID_COORDINATES', `${axis} must be a finite number or null`);
}

/** Only a city, landmark or wilderness lies in a parent, and the parent is a region of this world. */
function requireParent(world: ExistingWorld, locationId: string, profile: LocationProfile): void {
  const { parentLocationId } = profile;
  if (parentLocationId === null) return;
  if (profile.type === 'region')
    throw DomainError.invalid('LOCATION.INVALID_PARENT', 'A region has no parent location');
  const parent = requireReference(world.locations, parentLocationId, 'location');
  if (parent.id === locationId || parent.type !== 'region') {
    throw DomainError.invalid('LOCATION.INVALID_PARENT', 'The parent of a location must be a region');
  }
}

/** A region that other locations lie in must stay a region. */
function requireChildrenKeepRegion(world: ExistingWorld, locationId: string, profile: LocationProfile): void {
  if (profile.type === 'region') return;
  for (const location of world.locations.values()) {
    if (location.parentLocationId === locationId) {
      throw DomainError.invalid(
        'LOCATION.HAS_CHILD_LOCATIONS',
        `Other locations lie in this region (${location.name}); it must stay a region`,
      );
    }
  }
}

/** Checks a whole profile, new or edited, against the world it lives in. */
export function requireValidLocationProfile(world: ExistingWorld, locationId: string, profile: LocationProfile): void {
  requireName(profile.name, 'location');
  requireTerm('location type', profile.type);
  requireTextList(profile.tags, 'Tags');
  requireCoordinate(profile.relativeX, 'relative_x');
  requireCoordinate(profile.relativeY, 'relative_y');
  requireParent(world, locationId, profile);
  requireChildrenKeepRegion(world, locationId, profile);
}
