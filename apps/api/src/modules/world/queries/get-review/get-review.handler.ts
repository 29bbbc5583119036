import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WorldReview } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { DRAFT_COLUMNS, type DraftRow, toBeatDraft } from '../draft-row';
import { requireOwnedWorld } from '../owned-world';
import { GetReviewQuery } from './get-review.query';

@QueryHandler(GetReviewQuery)
export class GetReviewHandler implements IQueryHandler<GetReviewQuery, WorldReview> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** An unknown or another user's world is WORLD.NOT_FOUND. */
  async execute({ worldId, ownerId }: GetReviewQuery): Promise<WorldReview> {
    const [review, drafts] = await Promise.all([
      this.pool.query<{ review_mode: boolean }>('SELECT review_mode FROM world_review WHERE world_id = $1 AND owner_id = $2', [worldId, ownerId]),
      this.pool.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM beat_drafts WHERE world_id = $1 AND owner_id = $2 AND status = 'pending'`, [worldId, ownerId]),
    ]);
    const row = review.rows[0];
    if (!row) await requireOwnedWorld(this.pool, worldId, ownerId);
    const draft = drafts.rows[0];
    return { world_id: worldId, review_mode: row?.review_mode ?? false, draft: draft ? toBeatDraft(draft) : null };
  }
}
