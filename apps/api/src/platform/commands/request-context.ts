import type { ActorKind, EventSource } from '@worldloom/contracts';

/** Who is asking and through which face; becomes the metadata of every event the request appends. */
export interface RequestContext {
  /** The owner every query and command is scoped to. */
  readonly userId: string;
  readonly actor: { readonly kind: ActorKind; readonly id: string };
  readonly source: EventSource;
  readonly correlationId: string;
  /** A member acting in another's world: `userId` is then the world's owner, whose read models the request reads. */
  readonly actingUserId?: string;
}
