import type { Character, Faction, Location } from '@worldloom/contracts';

/** The world's locations, factions and characters at one point of its story (now, or just after a beat). */
export interface WorldPicture {
  readonly locations: readonly Location[];
  readonly factions: readonly Faction[];
  readonly characters: readonly Character[];
}

/** What differs between the picture shown before and the one shown now: what the map and graph animate. */
export interface PictureChanges {
  /** Entities whose status changed (a place fell to ruin, someone died). */
  readonly status: ReadonlySet<string>;
  /** Entities that were not there before (newcomers, or places added by hand). */
  readonly appeared: ReadonlySet<string>;
  /** Places that changed hands. */
  readonly holder: ReadonlySet<string>;
}

export const NO_CHANGES: PictureChanges = { status: new Set(), appeared: new Set(), holder: new Set() };

type Entity = { readonly id: string; readonly status: string };

export function changesBetween(before: WorldPicture | null, after: WorldPicture): PictureChanges {
  if (!before || before === after) return NO_CHANGES;
  const status = new Set<string>();
  const appeared = new Set<string>();
  const compare = (previous: readonly Entity[], next: readonly Entity[]) => {
    const earlier = new Map(previous.map((entity) => [entity.id, entity]));
    for (const entity of next) {
      const was = earlier.get(entity.id);
      if (!was) appeared.add(entity.id);
      else if (was.status !== entity.status) status.add(entity.id);
    }
  };
  compare(before.locations, after.locations);
  compare(before.factions, after.factions);
  compare(before.characters, after.characters);
  const holders = new Map(before.locations.map((location) => [location.id, location.controlled_by]));
  const holder = new Set(
    after.locations.filter((location) => holders.has(location.id) && holders.get(location.id) !== location.controlled_by).map((location) => location.id),
  );
  return { status, appeared, holder };
}
