import { z } from 'zod';
import { requiredText, Timestamp, Uuid } from './common';
import { WorldRole } from './members';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX } from './vocabulary';

export const CreateWorldInput = z.object({
  name: requiredText(WORLD_NAME_MAX),
  description: requiredText(WORLD_DESCRIPTION_MAX),
});
export type CreateWorldInput = z.infer<typeof CreateWorldInput>;

export const WorldIdInput = z.object({ worldId: Uuid });
export type WorldIdInput = z.infer<typeof WorldIdInput>;

export const World = z.object({
  id: Uuid,
  name: z.string(),
  description: z.string(),
  current_arc_id: Uuid.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /**
   * The caller's role in the world: on every read of the world now (get, list, create, state). A state folded at a
   * point of the world's history (audit) has none: roles are no part of it.
   */
  role: WorldRole.optional(),
});
export type World = z.infer<typeof World>;

export const CreateWorldResult = World;
export type CreateWorldResult = World;
