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
  /** Usage of the generator call that wrote the event; every event of one call carries the same generationId. */
  generationId: Uuid.optional(),
  task: z.string().optional(),
  inputTokens: z.number().int().min(0).optional(),
  outputTokens: z.number().int().min(0).optional(),
  latencyMs: z.number().min(0).optional(),
  costUsd: z.number().min(0).optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;
