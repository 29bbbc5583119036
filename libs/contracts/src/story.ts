import { z } from 'zod';
import { Uuid } from './common';
import {
  CharacterStatus,
  CharacterType,
  FactionStatus,
  FactionType,
  ImpactLevel,
  LocationStatus,
  LocationType,
  StoryRole,
  WorldEventType,
} from './entities';

/** Inputs of the story calls (SPEC.md §7), shared by tRPC, REST and the web forms. */

const Name = z.string().trim().min(1).max(100);
const LongText = z.string().trim().max(4000);
const Tags = z.array(z.string().trim().min(1).max(40)).max(30);
const Coordinate = z.number().min(0).max(1).nullable();

export const SeedWorldInput = z.object({ worldId: Uuid });
export type SeedWorldInput = z.infer<typeof SeedWorldInput>;

export const SeedWorldResult = z.object({ worldId: Uuid, requestId: Uuid, status: z.literal('seeding') });
export type SeedWorldResult = z.infer<typeof SeedWorldResult>;

/** worldName and worldDescription are accepted as the spec's client sends them; the server uses its own. */
export const CreateArcInput = z.object({
  worldId: Uuid,
  worldName: z.string().optional(),
  worldDescription: z.string().optional(),
  storyIdea: z.string().trim().max(2000).nullish(),
});
export type CreateArcInput = z.infer<typeof CreateArcInput>;

export const ProgressArcInput = z.object({ worldId: Uuid, arcId: Uuid });
export type ProgressArcInput = z.infer<typeof ProgressArcInput>;

export const BeatIdInput = z.object({ beatId: Uuid });
export type BeatIdInput = z.infer<typeof BeatIdInput>;

export const RecordWorldEventInput = z.object({
  world_id: Uuid,
  event_type: WorldEventType.default('player_action'),
  impact_level: ImpactLevel.default('minor'),
  description: z.string().trim().min(1).max(2000),
});
export type RecordWorldEventInput = z.infer<typeof RecordWorldEventInput>;

export const EntityIdInput = z.object({ id: Uuid });
export type EntityIdInput = z.infer<typeof EntityIdInput>;

export const CreateLocationInput = z.object({
  world_id: Uuid,
  name: Name,
  type: LocationType,
  status: LocationStatus.default('stable'),
  description: LongText.default(''),
  tags: Tags.default([]),
  parent_location_id: Uuid.nullish(),
  relative_x: Coordinate.optional(),
  relative_y: Coordinate.optional(),
  enrich: z
    .boolean()
    .default(false)
    .describe('When true, the story generator writes the description and tags (a given description is its context)'),
});
export type CreateLocationInput = z.infer<typeof CreateLocationInput>;

export const UpdateLocationInput = z.object({
  id: Uuid,
  name: Name.optional(),
  status: LocationStatus.optional(),
  description: LongText.optional(),
  tags: Tags.optional(),
  /** The place on the world map, 0-1 from the left and from the top; null takes it off the map. */
  relative_x: Coordinate.optional(),
  relative_y: Coordinate.optional(),
});
export type UpdateLocationInput = z.infer<typeof UpdateLocationInput>;

export const CreateCharacterInput = z.object({
  world_id: Uuid,
  name: Name,
  type: CharacterType.default('npc'),
  story_role: StoryRole.default('minor'),
  status: CharacterStatus.default('active'),
  description: LongText.default(''),
  background: LongText.default(''),
  personality_traits: Tags.default([]),
  motivations: Tags.default([]),
  location_id: Uuid.nullish(),
  faction_id: Uuid.nullish(),
});
export type CreateCharacterInput = z.infer<typeof CreateCharacterInput>;

export const UpdateCharacterInput = z.object({
  id: Uuid,
  name: Name.optional(),
  status: CharacterStatus.optional(),
  location_id: Uuid.nullable().optional(),
  description: LongText.optional(),
  /** The whole list, replacing the character's motivations (a player may change these of their own character). */
  motivations: z.array(z.string().trim().min(1).max(400)).max(40).optional(),
});
export type UpdateCharacterInput = z.infer<typeof UpdateCharacterInput>;

export const CreateFactionInput = z.object({
  world_id: Uuid,
  name: Name,
  type: FactionType,
  status: FactionStatus.default('stable'),
  members_estimate: z.number().int().min(0).max(1_000_000_000).default(0),
  controlled_locations: z.array(Uuid).max(100).default([]),
  leader_id: Uuid.nullish(),
  banner_color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#6b5bd6'),
  ideology: LongText.default(''),
  tags: Tags.default([]),
  enrich: z.boolean().default(false).describe("When true, the story generator writes the ideology and tags for the faction's status"),
});
export type CreateFactionInput = z.infer<typeof CreateFactionInput>;

export const UpdateFactionInput = z.object({
  id: Uuid,
  name: Name.optional(),
  status: FactionStatus.optional(),
  leader_id: Uuid.nullable().optional(),
  ideology: LongText.optional(),
});
export type UpdateFactionInput = z.infer<typeof UpdateFactionInput>;

export const DeletedResult = z.object({ id: Uuid, deleted: z.literal(true) });
export type DeletedResult = z.infer<typeof DeletedResult>;
