import type { HistoryEntry } from '@worldloom/contracts';

/*
 * The timeline reads newest first, grouped by arc, then by beat: each run of entries of one arc (or of no
 * arc) is a group, and inside it each run of one beat. Pages loaded later simply extend the last run.
 */

/** What the titles need of the world's arcs (story-points' StoryArc); the names come with the entries. */
export interface TimelineArc {
  readonly id: string;
  readonly ordinal: number;
  readonly startedRevision: number;
}

export interface BeatGroup {
  readonly key: string;
  /** null: in an arc before its first beat (the arc's start), or outside any arc. */
  readonly beatIndex: number | null;
  /** null for the one group of entries outside any arc. */
  readonly title: string | null;
  readonly entries: HistoryEntry[];
}

export interface ArcGroup {
  readonly key: string;
  readonly arcId: string | null;
  readonly title: string;
  readonly beats: BeatGroup[];
}

export function groupTimeline(entries: readonly HistoryEntry[], arcs: readonly TimelineArc[] | undefined): ArcGroup[] {
  const groups: ArcGroup[] = [];
  for (const entry of entries) {
    let arcGroup = groups.at(-1);
    if (!arcGroup || arcGroup.arcId !== entry.arc_id) {
      arcGroup = { key: `arc-${entry.arc_id ?? 'none'}-${entry.revision}`, arcId: entry.arc_id, title: arcTitle(entry, arcs), beats: [] };
      groups.push(arcGroup);
    }
    let beatGroup = arcGroup.beats.at(-1);
    if (!beatGroup || beatGroup.beatIndex !== entry.beat_index) {
      const title = entry.arc_id === null ? null : beatTitle(entry);
      beatGroup = { key: `beat-${entry.beat_index ?? 'none'}-${entry.revision}`, beatIndex: entry.beat_index, title, entries: [] };
      arcGroup.beats.push(beatGroup);
    }
    beatGroup.entries.push(entry);
  }
  return groups;
}

/** "Arc 2: The Long Night"; outside arcs, "Before any arc" or "After arc 1" (once it completed). */
function arcTitle(entry: HistoryEntry, arcs: readonly TimelineArc[] | undefined): string {
  if (entry.arc_id !== null) {
    const arc = arcs?.find((candidate) => candidate.id === entry.arc_id);
    if (!arc) return 'Arc';
    return entry.arc_name ? `Arc ${arc.ordinal}: ${entry.arc_name}` : `Arc ${arc.ordinal}`;
  }
  if (!arcs) return 'Outside any arc';
  const earlier = arcs.filter((arc) => arc.startedRevision < entry.revision).at(-1);
  return earlier ? `After arc ${earlier.ordinal}` : 'Before any arc';
}

function beatTitle({ beat_index: beatIndex, beat_name: name }: HistoryEntry): string {
  if (beatIndex === null) return 'Start of the arc';
  return name ? `Beat ${beatIndex}: ${name}` : `Beat ${beatIndex}`;
}

/** How many entries the groups hold. */
export function entryCount(groups: readonly ArcGroup[]): number {
  return groups.reduce((total, group) => total + group.beats.reduce((sum, beat) => sum + beat.entries.length, 0), 0);
}

/** A row of a beat group: one entry, or one seeding phase folded with the entities it added. */
export type TimelineRow =
  | { readonly kind: 'entry'; readonly entry: HistoryEntry }
  | { readonly kind: 'seeding-phase'; readonly entry: HistoryEntry; readonly members: readonly HistoryEntry[] };

/**
 * Seeding writes one event per location, faction and character it adds (dozens), then the phase's own
 * WorldSeedingPhaseRecorded. Newest first, that event leads; the events after it caused by the same seeding
 * request, up to the next phase or the request itself, fold under it. Entries whose phase event is filtered
 * out stay as they are.
 */
export function foldSeedingPhases(entries: readonly HistoryEntry[]): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let phase: { entry: HistoryEntry; members: HistoryEntry[] } | null = null;
  for (const entry of entries) {
    if (phase && entry.causation_id === phase.entry.causation_id && !SEEDING_MILESTONES.has(entry.type)) {
      phase.members.push(entry);
      continue;
    }
    phase = null;
    if (entry.type === 'WorldSeedingPhaseRecorded' && entry.causation_id !== null) {
      phase = { entry, members: [] };
      rows.push({ kind: 'seeding-phase', entry, members: phase.members });
    } else {
      rows.push({ kind: 'entry', entry });
    }
  }
  return rows;
}

/** The seeding events that stand on their own rather than fold into a phase. */
const SEEDING_MILESTONES: ReadonlySet<HistoryEntry['type']> = new Set(['WorldSeedingRequested', 'WorldSeedingPhaseRecorded', 'WorldSeeded', 'WorldSeedingFailed']);
