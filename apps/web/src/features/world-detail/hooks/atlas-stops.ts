import type { Arc, Beat } from '@worldloom/contracts';
import type { StoryPoint } from '../api/world-at-point';
import { beatLabel } from './arc-progress';

/*
 * The stops of the scrubber over the map and the graph: each beat of the arc so far, then now; and, when the
 * History view's "Show on map" chose one, the revision shown, among the beats by when it happened.
 */

export interface AtlasStop {
  /** "Beat 3: Catalyst", "Revision 68", "Now". */
  readonly label: string;
  /** Under its tick: "3", "#68", "Now". */
  readonly tick: string;
  readonly point: StoryPoint;
}

export const NOW: StoryPoint = { kind: 'now' };

/** A revision the map shows, and when its event happened once that is known (null until its state is in). */
export interface ShownRevision {
  readonly revision: number;
  readonly occurredAt: string | null;
}

export function revisionLabel(revision: number): string {
  return `Revision ${revision}`;
}

/**
 * The arc's beats by index, then now. A revision goes after the last beat generated at or before its event
 * (first when none was), or just before now while that is not known yet.
 */
export function atlasStops(arc: Arc | null, beats: readonly Beat[], shown: ShownRevision | null = null): AtlasStop[] {
  const sorted = arc ? [...beats].sort((left, right) => left.beat_index - right.beat_index) : [];
  const stops: AtlasStop[] = sorted.map((beat) => ({
    label: `${beatLabel(beat.beat_index)}: ${beat.beat_name}`,
    tick: String(beat.beat_index),
    point: { kind: 'beat', arcId: arc!.id, beatIndex: beat.beat_index },
  }));
  if (shown) {
    const at = shown.occurredAt === null ? null : Date.parse(shown.occurredAt);
    const before = at === null ? sorted.length : sorted.filter((beat) => Date.parse(beat.created_at) <= at).length;
    stops.splice(before, 0, { label: revisionLabel(shown.revision), tick: `#${shown.revision}`, point: { kind: 'revision', revision: shown.revision } });
  }
  return [...stops, { label: 'Now', tick: 'Now', point: NOW }];
}

export function samePoint(left: StoryPoint, right: StoryPoint): boolean {
  if (left.kind === 'beat' && right.kind === 'beat') return left.arcId === right.arcId && left.beatIndex === right.beatIndex;
  if (left.kind === 'revision' && right.kind === 'revision') return left.revision === right.revision;
  return left.kind === right.kind;
}
