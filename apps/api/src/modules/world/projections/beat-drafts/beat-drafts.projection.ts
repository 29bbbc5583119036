import type { ProposedBeat } from '@worldloom/contracts';
import type { DraftedBeat, WorldDomainEvent } from '@worldloom/domain';
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
import { toWorldDomainEvent, worldIdOf } from '../world-domain-event';

export const BEAT_DRAFTS_PROJECTION = 'beat-drafts';

/** A drafted beat as the API shows it and an edit sends it back: its texts, and its consequences as the domain takes them. */
export function proposedBeat(beat: DraftedBeat): ProposedBeat {
  return {
    beat_name: beat.name,
    description: beat.description,
    world_directives: [...beat.worldDirectives],
    emergent_storylines: [...beat.emergentStorylines],
    consequences: beat.consequences as ProposedBeat['consequences'],
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

async function project(event: WorldDomainEvent, recorded: RecordedEvent, tx: PoolClient): Promise<void> {
  const worldId = worldIdOf(recorded);
  switch (event.type) {
    case 'WorldCreated':
      await tx.query('INSERT INTO world_review (world_id, owner_id, review_mode) VALUES ($1, $2, false) ON CONFLICT (world_id) DO NOTHING', [
        worldId,
        event.data.ownerId,
      ]);
      return;
    case 'WorldReviewModeSet':
      await tx.query('UPDATE world_review SET review_mode = $2 WHERE world_id = $1', [worldId, event.data.enabled]);
      return;
    case 'BeatDrafted': {
      const { draftId, arcId, beat, replacesDraftId, draftedAt } = event.data;
      const { provider, model, promptHash } = recorded.metadata;
      await tx.query(
        `INSERT INTO beat_drafts (world_id, id, owner_id, arc_id, beat_id, beat_index, beat, status, replaces_draft_id, provider, model, prompt_hash, created_at)
         SELECT $1, $2, owner_id, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11 FROM world_review WHERE world_id = $1
         ON CONFLICT (world_id, id) DO NOTHING`,
        [worldId, draftId, arcId, beat.beatId, beat.index, JSON.stringify(proposedBeat(beat)), replacesDraftId, text(provider), text(model), text(promptHash), draftedAt],
      );
      return;
    }
    case 'BeatDraftEdited':
      await tx.query('UPDATE beat_drafts SET beat = $3, edited_at = $4 WHERE world_id = $1 AND id = $2', [
        worldId,
        event.data.draftId,
        JSON.stringify(proposedBeat(event.data.beat)),
        event.data.editedAt,
      ]);
      return;
    case 'BeatDraftAccepted':
      await tx.query(`UPDATE beat_drafts SET status = 'accepted', closed_at = $3 WHERE world_id = $1 AND id = $2`, [worldId, event.data.draftId, event.data.acceptedAt]);
      return;
    case 'BeatDraftDiscarded':
      await tx.query('UPDATE beat_drafts SET status = $3, closed_at = $4 WHERE world_id = $1 AND id = $2', [
        worldId,
        event.data.draftId,
        event.data.reason,
        event.data.discardedAt,
      ]);
      return;
    default:
      return;
  }
}

/** Each world's review mode and its drafted beats, pending or closed (the drafts of review mode). */
export const beatDraftsProjection: Projection = {
  name: BEAT_DRAFTS_PROJECTION,
  version: 1,
  canHandle: ['WorldCreated', 'WorldReviewModeSet', 'BeatDrafted', 'BeatDraftEdited', 'BeatDraftAccepted', 'BeatDraftDiscarded'],
  apply: (recorded, tx) => project(toWorldDomainEvent(recorded), recorded, tx),
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE world_review, beat_drafts');
  },
};
