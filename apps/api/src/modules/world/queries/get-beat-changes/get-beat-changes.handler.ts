import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BeatChange } from '@worldloom/contracts';
import { DomainError, type WorldState, worldDecider, worldStreamId } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { toDomainEvent } from '../../world-command.executor';
import { describeBeatChanges } from './beat-changes';
import { GetBeatChangesQuery } from './get-beat-changes.query';

@QueryHandler(GetBeatChangesQuery)
export class GetBeatChangesHandler implements IQueryHandler<GetBeatChangesQuery, BeatChange[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * An unknown, not yet generated or another user's beat is BEAT.NOT_FOUND. The changes are the beat's
   * BeatGenerated event, named with the world folded up to it, so later renames and removals do not show.
   */
  async execute({ beatId, ownerId }: GetBeatChangesQuery): Promise<BeatChange[]> {
    const { rows } = await this.pool.query<{ world_id: string }>('SELECT world_id FROM beats WHERE id = $1 AND owner_id = $2', [beatId, ownerId]);
    const worldId = rows[0]?.world_id;
    if (!worldId) throw beatNotFound(beatId);
    let world: WorldState = worldDecider.initialState();
    for (const recorded of await this.store.readStream(worldStreamId(worldId))) {
      const event = toDomainEvent(recorded);
      world = worldDecider.evolve(world, event);
      if (event.type === 'BeatGenerated' && event.data.beat.beatId === beatId && world.status === 'created') {
        return describeBeatChanges(event.data.consequences, world);
      }
    }
    throw beatNotFound(beatId);
  }
}

function beatNotFound(beatId: string): DomainError {
  return DomainError.notFound('BEAT.NOT_FOUND', `Beat ${beatId} not found`);
}
