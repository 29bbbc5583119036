import type { NamedPoint } from '#world';
import { auditErrors } from '../audit-errors';
import type { WorldStreamEvent } from './stored-event';

/**
 * The revision a point names in a world's stream (oldest first, from revision 0):
 * - a revision: itself, if the stream has it;
 * - a beat: the BeatGenerated that made it current (its consequences applied);
 * - a time: the last event that happened at or before it.
 */
export function resolvePoint(events: readonly WorldStreamEvent[], point: NamedPoint): number {
  const last = events.length - 1;
  if (point.atRevision !== undefined) {
    if (point.atRevision > last) throw auditErrors.revisionOutOfRange(point.atRevision, last);
    return point.atRevision;
  }
  if (point.arcId !== undefined && point.beatIndex !== undefined) {
    const { arcId, beatIndex } = point;
    const beat = events.find(
      ({ event }) => event.type === 'BeatGenerated' && event.data.arcId === arcId && event.data.beat.index === beatIndex,
    );
    if (!beat) throw auditErrors.beatNotFound(arcId, beatIndex);
    return beat.revision;
  }
  if (point.at !== undefined) return revisionAt(events, point.at);
  return last;
}

function revisionAt(events: readonly WorldStreamEvent[], at: string): number {
  const time = Date.parse(at);
  for (let index = events.length - 1; index >= 0; index--) {
    if (Date.parse(events[index]!.metadata.occurredAt) <= time) return index;
  }
  throw auditErrors.beforeWorld(at, events[0]!.metadata.occurredAt);
}
