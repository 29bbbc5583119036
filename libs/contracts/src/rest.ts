import { z } from 'zod';
import { Uuid } from './common';
import { Beat, WorldEvent } from './entities';
import { BeatDraft } from './review';
import { CreateArcInput, RecordWorldEventInput, UpdateCharacterInput, UpdateFactionInput, UpdateLocationInput } from './story';
import { LIST_LIMIT_MAX } from './world-state';

/** Shapes of the public REST API (SPEC.md §7) that the tRPC calls do not share: paths, pages, bodies without ids. */

export const LIST_LIMIT_DEFAULT = 50;

/** `?limit&cursor` of every REST list. Query strings carry text, so `limit` is coerced. */
export const PageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_LIMIT_MAX)
    .default(LIST_LIMIT_DEFAULT)
    .describe(`Items per page, 1 to ${LIST_LIMIT_MAX}`),
  cursor: z.string().min(1).max(500).optional().describe('The next_cursor of the previous page'),
});
export type PageQuery = z.input<typeof PageQuery>;
/** What a list query handler is asked for: one page after `cursor`. */
export type PageRequest = z.output<typeof PageQuery>;

export const WorldEntitiesQuery = PageQuery.extend({ worldId: Uuid.describe('The world whose entities to list') });
export type WorldEntitiesQuery = z.input<typeof WorldEntitiesQuery>;

/** One page of a list; `next_cursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item).max(LIST_LIMIT_MAX),
    next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
  });
}

export const ArcIdParams = z.object({ arcId: Uuid });
export type ArcIdParams = z.infer<typeof ArcIdParams>;

/** POST /api/worlds/{worldId}/events: the world comes from the path. */
export const RecordWorldEventBody = RecordWorldEventInput.omit({ world_id: true });
export type RecordWorldEventBody = z.input<typeof RecordWorldEventBody>;

/** POST /api/worlds/{worldId}/arcs: the world comes from the path; a blank or missing idea gives a random arc. */
export const CreateArcBody = CreateArcInput.pick({ storyIdea: true });
export type CreateArcBody = z.input<typeof CreateArcBody>;

export const RECENT_EVENTS_MAX = 20;

/** POST /api/worlds/arcs/{arcId}/progress. */
export const ProgressArcBody = z.object({
  worldId: Uuid,
  recentEvents: z
    .array(RecordWorldEventBody)
    .max(RECENT_EVENTS_MAX)
    .optional()
    .describe('World events to record against the current beat, in order, before progressing; they feed the next beat'),
});
export type ProgressArcBody = z.input<typeof ProgressArcBody>;

/**
 * `beat` is the new current beat; when the arc is (now) complete, `beat` is null and `complete` true. In review
 * mode the beat is drafted instead: `beat` is null and `draft` holds it until the author accepts it.
 */
export const ProgressArcResponse = z.object({
  beat: Beat.nullable(),
  draft: BeatDraft.nullable().default(null).describe('In review mode, the drafted beat waiting for its author'),
  complete: z.boolean(),
  recorded_events: z.array(WorldEvent).describe('The recentEvents as recorded, in order'),
});
export type ProgressArcResponse = z.infer<typeof ProgressArcResponse>;

/** PUT bodies: the entity comes from the path; every field is optional and only the given ones change. */
export const UpdateCharacterBody = UpdateCharacterInput.omit({ id: true });
export type UpdateCharacterBody = z.input<typeof UpdateCharacterBody>;
export const UpdateLocationBody = UpdateLocationInput.omit({ id: true });
export type UpdateLocationBody = z.input<typeof UpdateLocationBody>;
export const UpdateFactionBody = UpdateFactionInput.omit({ id: true });
export type UpdateFactionBody = z.input<typeof UpdateFactionBody>;
