import type { HistoryEntry } from '@worldloom/contracts';
import { ANCHOR_BEAT_INDEXES, BEAT_COUNT, WORLD_NAME_MAX } from '@worldloom/contracts/vocabulary';

/*
 * The points of a world's history the scrubber stops at: just after each beat of each arc was generated,
 * oldest first, then now. They come from the world's ArcStarted and BeatGenerated events.
 */

export interface StoryArc {
  readonly id: string;
  /** 1 for the world's first arc. */
  readonly ordinal: number;
  readonly startedRevision: number;
  /** The arc's story name, as its ArcStarted entry carries it. */
  readonly name: string | null;
}

export interface BeatStop {
  readonly kind: 'beat';
  readonly arcId: string;
  readonly arcOrdinal: number;
  readonly beatIndex: number;
  readonly beatName: string | null;
  readonly revision: number;
  readonly occurredAt: string;
  /** The history's line for the BeatGenerated event (it names the beat and the arc). */
  readonly summary: string;
}

export type ScrubberStop = BeatStop | { readonly kind: 'now' };

/** Where the view is: a stop of the scrubber, or just after one event picked from the timeline. */
export type HistoryPoint =
  | { readonly kind: 'beat'; readonly arcId: string; readonly beatIndex: number }
  | { readonly kind: 'now' }
  /** The event's summary is known when it was picked from the timeline, not when the address named it. */
  | { readonly kind: 'revision'; readonly revision: number; readonly summary?: string };

export interface StoryOutline {
  readonly arcs: readonly StoryArc[];
  readonly stops: readonly ScrubberStop[];
}

/** Arcs and beat stops from the ArcStarted and BeatGenerated entries (with the names they carry), oldest first; now is the last stop. */
export function storyOutline(entries: readonly HistoryEntry[]): StoryOutline {
  const arcs: StoryArc[] = [];
  const beats: BeatStop[] = [];
  const arcOf = (arcId: string) => arcs.find((arc) => arc.id === arcId);
  for (const entry of entries) {
    if (entry.type === 'ArcStarted' && entry.arc_id && !arcOf(entry.arc_id)) {
      arcs.push({ id: entry.arc_id, ordinal: arcs.length + 1, startedRevision: entry.revision, name: entry.arc_name });
    }
    if (entry.type !== 'BeatGenerated' || !entry.arc_id || entry.beat_index === null) continue;
    const arc = arcOf(entry.arc_id);
    const beatIndex = entry.beat_index;
    if (!arc || beats.some((beat) => beat.arcId === arc.id && beat.beatIndex === beatIndex)) continue;
    beats.push({
      kind: 'beat',
      arcId: arc.id,
      arcOrdinal: arc.ordinal,
      beatIndex,
      beatName: entry.beat_name,
      revision: entry.revision,
      occurredAt: entry.occurred_at,
      summary: entry.summary,
    });
  }
  return { arcs, stops: [...beats, { kind: 'now' }] };
}

/** The scrubber starts at the latest beat, so the view opens on the story's present and what changed since. */
export function defaultStopIndex(stops: readonly ScrubberStop[]): number {
  return Math.max(0, stops.length - 2);
}

export function pointOfStop(stop: ScrubberStop): HistoryPoint {
  return stop.kind === 'now' ? stop : { kind: 'beat', arcId: stop.arcId, beatIndex: stop.beatIndex };
}

/** The stop a point sits at, or for an event's revision the last beat at or before it (the first stop if none). */
export function stopIndexOfPoint(stops: readonly ScrubberStop[], point: HistoryPoint): number {
  if (point.kind === 'now') return stops.length - 1;
  if (point.kind === 'beat') {
    const index = stops.findIndex((stop) => stop.kind === 'beat' && stop.arcId === point.arcId && stop.beatIndex === point.beatIndex);
    return index === -1 ? stops.length - 1 : index;
  }
  const before = stops.flatMap((stop, index) => (stop.kind === 'beat' && stop.revision <= point.revision ? [index] : []));
  return before.at(-1) ?? 0;
}

export function samePoint(a: HistoryPoint, b: HistoryPoint): boolean {
  if (a.kind === 'beat' && b.kind === 'beat') return a.arcId === b.arcId && a.beatIndex === b.beatIndex;
  if (a.kind === 'revision' && b.kind === 'revision') return a.revision === b.revision;
  return a.kind === b.kind;
}

/** The point as audit.stateAt, audit.diff and audit.fork name it; now names nothing. */
export function pointInput(point: HistoryPoint): { atRevision?: number; arcId?: string; beatIndex?: number } {
  if (point.kind === 'beat') return { arcId: point.arcId, beatIndex: point.beatIndex };
  if (point.kind === 'revision') return { atRevision: point.revision };
  return {};
}

function arcSuffix(arcOrdinal: number, arcCount: number): string {
  return arcCount > 1 ? ` of arc ${arcOrdinal}` : '';
}

/** "Beat 7: Midpoint", "Beat 3 of arc 1" (when the world has had several arcs), "Now". */
export function stopLabel(stop: ScrubberStop, arcCount: number): string {
  if (stop.kind === 'now') return 'Now';
  const name = stop.beatName ? `: ${stop.beatName}` : '';
  return `Beat ${stop.beatIndex}${arcSuffix(stop.arcOrdinal, arcCount)}${name}`;
}

/** The heading of the world shown: "Just after beat 7", "Just after revision 68", "Now". */
export function pointTitle(point: HistoryPoint, arcs: readonly StoryArc[]): string {
  if (point.kind === 'now') return 'Now';
  if (point.kind === 'revision') return `Just after revision ${point.revision}`;
  const arc = arcs.find((candidate) => candidate.id === point.arcId);
  return `Just after beat ${point.beatIndex}${arc ? arcSuffix(arc.ordinal, arcs.length) : ''}`;
}

export interface ScrubberTick {
  readonly index: number;
  /** 0 at the first stop, 1 at the last. */
  readonly fraction: number;
  readonly label: string;
  /** Every tick is drawn; with many stops only anchors, each arc's last beat and now carry their label. */
  readonly labelled: boolean;
  readonly anchor: boolean;
}

/** Up to this many stops every tick is labelled. */
export const LABEL_EVERY_TICK_UP_TO = 16;

export function tickFraction(index: number, count: number): number {
  return count <= 1 ? 0 : index / (count - 1);
}

export function scrubberTicks(stops: readonly ScrubberStop[]): ScrubberTick[] {
  const labelAll = stops.length <= LABEL_EVERY_TICK_UP_TO;
  return stops.map((stop, index) => {
    const anchor = stop.kind === 'beat' && (ANCHOR_BEAT_INDEXES as readonly number[]).includes(stop.beatIndex);
    const next = stops[index + 1];
    const lastOfArc = stop.kind === 'beat' && (next?.kind !== 'beat' || next.arcId !== stop.arcId);
    return {
      index,
      fraction: tickFraction(index, stops.length),
      label: stop.kind === 'now' ? 'Now' : String(stop.beatIndex),
      labelled: labelAll || anchor || lastOfArc || stop.kind === 'now',
      anchor,
    };
  });
}

export interface ArcSegment {
  readonly arcId: string;
  readonly label: string;
  readonly from: number;
  readonly to: number;
}

/** The stretch of the scrubber each arc's beats span, labelled "Arc 1" or with the arc's name when known. */
export function arcSegments(stops: readonly ScrubberStop[], arcs: readonly StoryArc[]): ArcSegment[] {
  return arcs.flatMap((arc) => {
    const indexes = stops.flatMap((stop, index) => (stop.kind === 'beat' && stop.arcId === arc.id ? [index] : []));
    if (indexes.length === 0) return [];
    return [
      {
        arcId: arc.id,
        label: arc.name ? `Arc ${arc.ordinal}: ${arc.name}` : `Arc ${arc.ordinal}`,
        from: tickFraction(indexes[0]!, stops.length),
        to: tickFraction(indexes.at(-1)!, stops.length),
      },
    ];
  });
}

/** The fork dialog's first guess at a name: "<world> (beat 7)", kept within the name limit. */
export function defaultForkName(worldName: string, point: HistoryPoint, arcs: readonly StoryArc[]): string {
  const arc = point.kind === 'beat' ? arcs.find((candidate) => candidate.id === point.arcId) : undefined;
  const suffix =
    point.kind === 'beat'
      ? arc && arcs.length > 1
        ? ` (arc ${arc.ordinal}, beat ${point.beatIndex})`
        : ` (beat ${point.beatIndex})`
      : point.kind === 'revision'
        ? ` (revision ${point.revision})`
        : ' (fork)';
  const room = WORLD_NAME_MAX - suffix.length;
  const base = worldName.length > room ? `${worldName.slice(0, room - 1).trimEnd()}…` : worldName;
  return `${base}${suffix}`;
}

/*
 * The point in the world page's address (see history-search.ts):
 *   arc=<arc id>&beat=7   just after beat 7 of that arc;
 *   revision=68           just after the event at revision 68;
 *   now=true              the world now;
 *   none of them          the view's default, the latest beat.
 */
export interface PointSearch {
  readonly arc?: string;
  readonly beat?: number;
  readonly revision?: number;
  readonly now?: true;
}

/** Longer than any id the API gives; a longer `arc` is not one. */
const ARC_ID_MAX = 64;

/** The router parses `beat=7` to 7; a hand-written `"7"` is taken too. */
export function searchInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** The router parses `now=true` to true; a hand-written `"true"` or 1 is taken too. */
export function isSearchFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** The point the address names, one at a time (a beat before a revision before now); malformed ones are left out. */
export function parsePointSearch(raw: Record<string, unknown>): PointSearch {
  const arc = typeof raw.arc === 'string' ? raw.arc.trim() : '';
  const beat = searchInteger(raw.beat);
  const revision = searchInteger(raw.revision);
  if (arc && arc.length <= ARC_ID_MAX && beat !== undefined && beat < BEAT_COUNT) return { arc, beat };
  if (revision !== undefined) return { revision };
  if (isSearchFlag(raw.now)) return { now: true };
  return {};
}

/**
 * The point the address names, or null for the view's default. A revision's summary is not in the
 * address; the view shows it when it picked that event itself.
 */
export function pointOfSearch(search: PointSearch): HistoryPoint | null {
  if (search.arc !== undefined && search.beat !== undefined) return { kind: 'beat', arcId: search.arc, beatIndex: search.beat };
  if (search.revision !== undefined) return { kind: 'revision', revision: search.revision };
  if (search.now) return { kind: 'now' };
  return null;
}

/** The address's part for a point: the others' keys are cleared, so one point is named at a time. */
export function searchOfPoint(point: HistoryPoint): PointSearch {
  if (point.kind === 'beat') return { arc: point.arcId, beat: point.beatIndex, revision: undefined, now: undefined };
  if (point.kind === 'revision') return { arc: undefined, beat: undefined, revision: point.revision, now: undefined };
  return { arc: undefined, beat: undefined, revision: undefined, now: true };
}
