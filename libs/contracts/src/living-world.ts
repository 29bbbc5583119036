import { z } from 'zod';
import { requiredText, Timestamp, Uuid } from './common';
import { ClaimMethod, FactionStance, FactionStatus, ImpactLevel, WorldEventType } from './entities';
import { LIST_LIMIT_DEFAULT } from './rest';
import { LIST_LIMIT_MAX } from './world-state';

/*
 * The living world's typed-RPC calls (faction.*, character.*, location.*, world.* beyond SPEC §7's table),
 * with the inputs the source product's client sends. Calls that take a bare id (`world.get`,
 * `world.getCurrentBeat`, `faction.getStances`, `faction.generateDoctrine`) take `Uuid` itself.
 */

const Reason = requiredText(1000);
const Context = z.string().trim().max(4000);
const Limit = z.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT);

// ---------------------------------------------------------------------------------------------
// Factions: stances, territory, fortune and doctrine.

export const SetFactionStanceInput = z.object({ sourceId: Uuid, targetId: Uuid, stance: FactionStance, reason: Reason });
export type SetFactionStanceInput = z.infer<typeof SetFactionStanceInput>;

/** How a faction stands toward another; `reason` and `last_changed` are null for a stance never set (neutral). */
export const FactionStanceView = z.object({
  targetId: Uuid,
  stance: FactionStance,
  reason: z.string().nullable(),
  last_changed: Timestamp.nullable(),
});
export type FactionStanceView = z.infer<typeof FactionStanceView>;

/** Without a reason, the claim says how it was made ("Claimed by conquest", "Claimed by treaty"). */
export const ClaimLocationInput = z.object({ factionId: Uuid, locationId: Uuid, method: ClaimMethod, reason: Reason.optional() });
export type ClaimLocationInput = z.infer<typeof ClaimLocationInput>;

export const ReleaseLocationInput = z.object({ factionId: Uuid, locationId: Uuid, reason: Reason });
export type ReleaseLocationInput = z.infer<typeof ReleaseLocationInput>;

/** The generator rewrites the doctrine for the new fortune; status, reason and doctrine are one decision. */
export const SetFactionStatusInput = z.object({ id: Uuid, status: FactionStatus, reason: Reason });
export type SetFactionStatusInput = z.infer<typeof SetFactionStatusInput>;

export const FactionHistoryInput = z.object({ id: Uuid, limit: Limit });
export type FactionHistoryInput = z.infer<typeof FactionHistoryInput>;

/** `beatContext`: what just happened, in the caller's words; the generator re-evaluates every stance in its light. */
export const EvaluateFactionRelationsInput = z.object({ worldId: Uuid, beatContext: Context });
export type EvaluateFactionRelationsInput = z.infer<typeof EvaluateFactionRelationsInput>;

/** A stance that changed: how `sourceId` now stands toward `targetId`, and why. */
export const FactionStanceChangeView = z.object({ sourceId: Uuid, targetId: Uuid, stance: FactionStance, reason: z.string() });
export type FactionStanceChangeView = z.infer<typeof FactionStanceChangeView>;

// ---------------------------------------------------------------------------------------------
// Characters and locations.

export const CharactersByFactionInput = z.object({ factionId: Uuid });
export type CharactersByFactionInput = z.infer<typeof CharactersByFactionInput>;

export const CharactersByLocationInput = z.object({ locationId: Uuid });
export type CharactersByLocationInput = z.infer<typeof CharactersByLocationInput>;

export const LocationsByRegionInput = z.object({ regionId: Uuid });
export type LocationsByRegionInput = z.infer<typeof LocationsByRegionInput>;

export const LocationHistoryInput = z.object({ locationId: Uuid, limit: Limit });
export type LocationHistoryInput = z.infer<typeof LocationHistoryInput>;

/** location.search: `query` a case-insensitive substring of the name or description (blank: any); every one of `tags`. */
export const LocationSearchInput = z.object({
  worldId: Uuid,
  query: z.string().trim().max(200),
  tags: z.array(z.string().trim().min(1)).max(20).optional(),
});
export type LocationSearchInput = z.infer<typeof LocationSearchInput>;

/** `worldContext`: what the world says about the place; the generator fills in its description and tags. */
export const EnrichLocationWithAiInput = z.object({ locationId: Uuid, worldContext: Context });
export type EnrichLocationWithAiInput = z.infer<typeof EnrichLocationWithAiInput>;

// ---------------------------------------------------------------------------------------------
// Worlds and arcs.

export const WorldEventFilters = z.object({ eventType: WorldEventType.optional(), impactLevel: ImpactLevel.optional(), limit: Limit });
export type WorldEventFilters = z.infer<typeof WorldEventFilters>;

export const WorldEventsInput = z.object({ worldId: Uuid, filters: WorldEventFilters.default({ limit: LIST_LIMIT_DEFAULT }) });
export type WorldEventsInput = z.infer<typeof WorldEventsInput>;

/** Ends an active arc now, wherever it stands, with the generator's summary. */
export const CompleteArcInput = z.object({ worldId: Uuid, arcId: Uuid });
export type CompleteArcInput = z.infer<typeof CompleteArcInput>;

// ---------------------------------------------------------------------------------------------
// What a beat changed.

/** The kinds of change a beat makes, in the order world.getBeatChanges lists them. */
export const BeatChangeKind = z.enum([
  'location_emerged',
  'character_emerged',
  'character_status',
  'location_status',
  'faction_status',
  'territory_claimed',
  'territory_released',
  'stance',
  'doctrine',
  'leader',
  'allegiance',
  'relationship',
  'motivations',
  'move',
  'character_described',
  'location_described',
  'memories',
]);
export type BeatChangeKind = z.infer<typeof BeatChangeKind>;

/** An entity a change names, with the name it had then. */
export const ChangedEntity = z.object({ kind: z.enum(['location', 'faction', 'character']), id: Uuid, name: z.string() });
export type ChangedEntity = z.infer<typeof ChangedEntity>;

/** A run of words, or an entity named there. */
export const BeatChangePart = z.union([z.object({ text: z.string() }), z.object({ entity: ChangedEntity })]);
export type BeatChangePart = z.infer<typeof BeatChangePart>;

/** One change in plain words ("The Iron Guild turned hostile to the River Clans"), its entities as references. */
export const BeatChange = z.object({
  kind: BeatChangeKind,
  text: z.string(),
  /** The same words in order: the text joined with each entity's name. */
  parts: z.array(BeatChangePart),
});
export type BeatChange = z.infer<typeof BeatChange>;
