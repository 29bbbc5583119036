import type { FieldChange, SnapshotPoint, WorldDiff, WorldSnapshot } from '@worldloom/contracts';
import { isDeepStrictEqual } from 'node:util';

interface Entity {
  readonly id: string;
}

/** The fields whose values differ, in the order the later value lists them. */
export function fieldChanges(before: object, after: object): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.flatMap((field) => {
    const was = (before as Record<string, unknown>)[field];
    const is = (after as Record<string, unknown>)[field];
    return isDeepStrictEqual(was, is) ? [] : [{ field, before: was ?? null, after: is ?? null }];
  });
}

function collectionDiff<Item extends Entity>(before: readonly Item[], after: readonly Item[], nameOf: (item: Item) => string) {
  const earlier = new Map(before.map((item) => [item.id, item]));
  const later = new Map(after.map((item) => [item.id, item]));
  return {
    added: after.filter((item) => !earlier.has(item.id)),
    removed: before.filter((item) => !later.has(item.id)),
    changed: after.flatMap((item) => {
      const was = earlier.get(item.id);
      const changes = was === undefined ? [] : fieldChanges(was, item);
      return changes.length === 0 ? [] : [{ id: item.id, name: nameOf(item), changes }];
    }),
  };
}

const byName = (item: { name: string }) => item.name;

/** What changed from one snapshot of a world to another: added, removed and changed entities, field by field. */
export function diffSnapshots(from: WorldSnapshot, to: WorldSnapshot, points: { from: SnapshotPoint; to: SnapshotPoint }): WorldDiff {
  const arcs = (snapshot: WorldSnapshot) => (snapshot.currentArc === null ? [] : [snapshot.currentArc]);
  return {
    ...points,
    world: fieldChanges(from.world, to.world),
    arcs: collectionDiff(arcs(from), arcs(to), (arc) => arc.story_name),
    beats: collectionDiff(from.currentBeats, to.currentBeats, (beat) => beat.beat_name),
    locations: collectionDiff(from.locations, to.locations, byName),
    factions: collectionDiff(from.factions, to.factions, byName),
    characters: collectionDiff(from.characters, to.characters, byName),
  };
}

/** True when nothing changed between the two snapshots. */
export function isEmptyDiff(diff: WorldDiff): boolean {
  const collections = [diff.arcs, diff.beats, diff.locations, diff.factions, diff.characters];
  return diff.world.length === 0 && collections.every((c) => c.added.length + c.removed.length + c.changed.length === 0);
}
