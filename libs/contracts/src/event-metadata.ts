import { z } from 'zod';
import { Timestamp, Uuid } from './common';

export const ActorKind = z.enum(['user', 'api_key', 'system']);
export type ActorKind = z.infer<typeof ActorKind>;
export const EventSource = z.enum(['web', 'api', 'generator']);
export type EventSource = z.infer<typeof EventSource>;

/** Metadata every stored event carries (ARCHITECTURE.md "Event sourcing"). */
export const EventMetadata = z.object({
  actorId: z.string(),
  actorKind: ActorKind,
  source: EventSource,
  correlationId: Uuid,
  causationId: Uuid.nullable(),
  occurredAt: Timestamp,
  schemaVersion: z.number().int().min(1),
  /** Provenance, present on generator-made events. */
  provider: z.string().optional(),
  model: z.string().optional(),
  promptHash: z.string().optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;
