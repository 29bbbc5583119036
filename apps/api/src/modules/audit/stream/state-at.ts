import type { WorldStateAt } from '@worldloom/contracts';
import { toWorldSnapshot } from '../snapshot/world-snapshot.mapper';
import { foldTo } from './fold-to';
import type { WorldStreamEvent } from './stored-event';

/** The world once events 0..revision happened, in the live state's shape, with the point it shows. */
export function stateAtRevision(events: readonly WorldStreamEvent[], revision: number): WorldStateAt {
  const folded = foldTo(events, revision);
  return { ...toWorldSnapshot(folded.world, folded.updatedAt), revision, occurred_at: folded.occurredAt };
}
