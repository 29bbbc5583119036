import type { BeatDraft, ProposedBeat } from '@worldloom/contracts';
import { isAnchorIndex } from '@worldloom/domain';

/** A row of `beat_drafts` as node-postgres returns it. */
export interface DraftRow {
  world_id: string;
  id: string;
  arc_id: string;
  beat_id: string;
  beat_index: number;
  beat: ProposedBeat;
  replaces_draft_id: string | null;
  provider: string | null;
  model: string | null;
  prompt_hash: string | null;
  created_at: Date;
  edited_at: Date | null;
}

export const DRAFT_COLUMNS = 'world_id, id, arc_id, beat_id, beat_index, beat, replaces_draft_id, provider, model, prompt_hash, created_at, edited_at';

export function toBeatDraft(row: DraftRow): BeatDraft {
  const { provider, model, prompt_hash } = row;
  return {
    kind: 'draft',
    id: row.id,
    world_id: row.world_id,
    arc_id: row.arc_id,
    beat_id: row.beat_id,
    beat_index: row.beat_index,
    beat_type: isAnchorIndex(row.beat_index) ? 'anchor' : 'generated',
    ...row.beat,
    replaces_draft_id: row.replaces_draft_id,
    generator: provider && model && prompt_hash ? { provider, model, prompt_hash } : null,
    edited_at: row.edited_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
