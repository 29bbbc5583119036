import type { HistoryEntry, HistoryPage, WorldHistoryRequest } from '@worldloom/contracts';
import { type ExistingWorld, worldDecider, type WorldState } from '@worldloom/domain';
import { auditErrors } from '../audit-errors';
import type { WorldStreamEvent } from '../stream/stored-event';
import { summarize } from './event-summary';
import { type StoryPosition, StoryPositionTracker } from './story-position';

export type HistoryFilter = Omit<WorldHistoryRequest, 'worldId'>;

interface Match {
  readonly streamEvent: WorldStreamEvent;
  readonly position: StoryPosition;
  /** The world just before the event (states are immutable, so keeping it costs nothing). */
  readonly before: ExistingWorld | null;
}

const CURSOR_PREFIX = 'rev:';

function encodeCursor(revision: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${revision}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const revision = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(revision) || revision < 0) throw auditErrors.badCursor();
  return revision;
}

function matches({ streamEvent: { event, metadata }, position }: Omit<Match, 'before'>, filter: HistoryFilter): boolean {
  const time = Date.parse(metadata.occurredAt);
  return (
    (filter.types === undefined || filter.types.includes(event.type)) &&
    (filter.actorId === undefined || metadata.actorId === filter.actorId) &&
    (filter.actorKind === undefined || metadata.actorKind === filter.actorKind) &&
    (filter.source === undefined || metadata.source === filter.source) &&
    (filter.arcId === undefined || position.arcId === filter.arcId) &&
    (filter.beatIndex === undefined || position.beatIndex === filter.beatIndex) &&
    (filter.from === undefined || time >= Date.parse(filter.from)) &&
    (filter.to === undefined || time <= Date.parse(filter.to))
  );
}

function toEntry({ streamEvent: { revision, id, event, metadata }, position, before }: Match): HistoryEntry {
  const { provider, model, promptHash } = metadata;
  return {
    revision,
    event_id: id,
    type: event.type,
    schema_version: metadata.schemaVersion,
    occurred_at: metadata.occurredAt,
    actor: { kind: metadata.actorKind, id: metadata.actorId },
    source: metadata.source,
    correlation_id: metadata.correlationId,
    causation_id: metadata.causationId,
    generator: provider && model && promptHash ? { provider, model, prompt_hash: promptHash } : null,
    arc_id: position.arcId,
    beat_index: position.beatIndex,
    summary: summarize(event, before),
  };
}

/** The events that pass the filter, oldest first, each with its story position and the world before it. */
function matching(events: readonly WorldStreamEvent[], filter: HistoryFilter): Match[] {
  const tracker = new StoryPositionTracker();
  let state: WorldState = worldDecider.initialState();
  const found: Match[] = [];
  for (const streamEvent of events) {
    const position = tracker.next(streamEvent.event);
    if (matches({ streamEvent, position }, filter)) {
      found.push({ streamEvent, position, before: state.status === 'created' ? state : null });
    }
    state = worldDecider.evolve(state, streamEvent.event);
  }
  return found;
}

/** One page of a world's history: newest or oldest first, after the cursor, with a one-line summary each. */
export function worldHistory(events: readonly WorldStreamEvent[], filter: HistoryFilter): HistoryPage {
  const after = filter.cursor === undefined ? null : decodeCursor(filter.cursor);
  const newestFirst = filter.order === 'newest';
  const found = matching(events, filter);
  if (newestFirst) found.reverse();
  const remaining = after === null ? found : found.filter(({ streamEvent: { revision } }) => (newestFirst ? revision < after : revision > after));
  const page = remaining.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    items: page.map(toEntry),
    next_cursor: remaining.length > filter.limit && last ? encodeCursor(last.streamEvent.revision) : null,
  };
}
