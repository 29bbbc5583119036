import { z } from 'zod';
import { Uuid } from './common';
import { Arc, Beat, Location } from './entities';
import { World } from './world';

/** world.getWorldState (SPEC §7): the world, its current (latest) arc and that arc's generated beats by index. */
export const WorldStateView = z.object({
  world: World,
  currentArc: Arc.nullable(),
  currentBeats: z.array(Beat),
});
export type WorldStateView = z.infer<typeof WorldStateView>;

/** SPEC §9: a list query returns at most 100 items. */
export const LIST_LIMIT_MAX = 100;
export const SEARCH_LOCATIONS_DEFAULT_LIMIT = 20;

/**
 * POST /api/locations/search (SPEC §7): `query` is a case-insensitive substring of the name or the
 * description; every one of `tags` must be among the location's tags (compared ignoring case).
 */
export const SearchLocationsInput = z.object({
  worldId: Uuid,
  query: z.string().trim().max(200).optional(),
  tags: z.array(z.string().trim().min(1)).max(20).optional(),
  limit: z.number().int().min(1).max(LIST_LIMIT_MAX).default(SEARCH_LOCATIONS_DEFAULT_LIMIT),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(500).optional(),
});
export type SearchLocationsInput = z.infer<typeof SearchLocationsInput>;

export const SearchLocationsResult = z.object({
  items: z.array(Location),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchLocationsResult = z.infer<typeof SearchLocationsResult>;
