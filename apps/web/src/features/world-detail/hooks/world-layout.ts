import type { LocationType } from '@worldloom/contracts';
import { LOCATION_TYPES } from '@worldloom/contracts/vocabulary';

/** How the detail page arranges a world's entities (SPEC.md §2, §9). */
export const LOCATION_SCROLL_HINT_AFTER = 10;
export const CHARACTER_SCROLL_HINT_AFTER = 8;

const GROUP_TITLES: Readonly<Record<LocationType, string>> = {
  region: 'Regions',
  city: 'Cities',
  landmark: 'Landmarks',
  wilderness: 'Wilderness',
};

/** One group per location type, in the contracts' order. */
export function groupLocations<Location extends { readonly type: LocationType }>(locations: readonly Location[]) {
  return LOCATION_TYPES.map((type) => ({
    type,
    title: GROUP_TITLES[type],
    locations: locations.filter((location) => location.type === type),
  }));
}

/** Major characters drive the arc; every other role (minor, wildcard, background) is listed as Minor. */
export function splitCharacters<Character extends { readonly story_role: string }>(characters: readonly Character[]) {
  return {
    major: characters.filter((character) => character.story_role === 'major'),
    minor: characters.filter((character) => character.story_role !== 'major'),
  };
}

export function needsScrollHint(kind: 'locations' | 'characters', count: number): boolean {
  return count > (kind === 'locations' ? LOCATION_SCROLL_HINT_AFTER : CHARACTER_SCROLL_HINT_AFTER);
}

/** 0.87 → "87%" (SPEC.md §9: memory importance runs 0.0-1.0 and reads as a percentage). */
export function importancePercent(importance: number): string {
  return `${Math.round(Math.min(1, Math.max(0, importance)) * 100)}%`;
}

/** SPEC.md §3: coordinates are shown only when both are set. */
export function coordinates(x: number | null, y: number | null): string | null {
  return x === null || y === null ? null : `${x.toFixed(2)}, ${y.toFixed(2)}`;
}
