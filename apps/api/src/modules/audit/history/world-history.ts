import type { HistoryEntry, HistoryPage, WorldHistoryRequest } from '@worldloom/contracts';
import type { ExistingWorld } from '@worldloom/domain';
import { auditErrors } from '../audit-errors';
import type { WorldStreamEvent } from '../stream/stored-event';
import type { WorldTimeline } from '../stream/world-timeline';
import { summarize } from './event-summary';
import { type StoryPosition, StoryPositionTracker } from './story-position';

export type HistoryFilter = Omit<WorldHistoryRequest, 'worldId'>;

interface Match {
  readonly streamEvent: WorldStreamEvent;
  readonly position: StoryPosition;
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

function matches({ streamEvent: { event, metadata }, position }: Match, filter: HistoryFilter): boolean {
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

/** The generator that wrote the event and, once usage was recorded, what its call cost. */
function generatorOf(metadata: WorldStreamEvent['metadata']): HistoryEntry['generator'] {
  const { provider, model, promptHash, inputTokens, outputTokens, latencyMs, costUsd } = metadata;
  if (!provider || !model || !promptHash) return null;
  const usage = inputTokens === undefined ? {} : { input_tokens: inputTokens, output_tokens: outputTokens ?? 0, latency_ms: latencyMs ?? null, cost_usd: costUsd ?? null };
  return { provider, model, prompt_hash: promptHash, ...usage };
}

function toEntry({ streamEvent: { revision, id, event, metadata }, position }: Match, before: ExistingWorld | null): HistoryEntry {
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
    generator: generatorOf(metadata),
    arc_id: position.arcId,
    beat_index: position.beatIndex,
    arc_name: position.arcName,
    beat_name: position.beatName,
    summary: summarize(event, before),
  };
}

/** The events that pass the filter, oldest first, each with its story position. */
function matching(events: readonly WorldStreamEvent[], filter: HistoryFilter): Match[] {
  const tracker = new StoryPositionTracker();
  return events.map((streamEvent) => ({ streamEvent, position: tracker.next(streamEvent.event) })).filter((match) => matches(match, filter));
}

/**
 * One page of a world's history: newest or oldest first, after the cursor, with a one-line summary each.
 * Only the page's events are folded to (for the names their summaries show).
 */
export function worldHistory(timeline: WorldTimeline, filter: HistoryFilter): HistoryPage {
  const after = filter.cursor === undefined ? null : decodeCursor(filter.cursor);
  const newestFirst = filter.order === 'newest';
  const found = matching(timeline.events, filter);
  if (newestFirst) found.reverse();
  const remaining = after === null ? found : found.filter(({ streamEvent: { revision } }) => (newestFirst ? revision < after : revision > after));
  const page = remaining.slice(0, filter.limit);
  const before = timeline.statesBefore(page.map(({ streamEvent }) => streamEvent.revision));
  const last = page.at(-1);
  return {
    items: page.map((match) => toEntry(match, before.get(match.streamEvent.revision) ?? null)),
    next_cursor: remaining.length > filter.limit && last ? encodeCursor(last.streamEvent.revision) : null,
  };
}
