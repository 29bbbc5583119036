// An app process, run as `npm start` runs it (signals included), whose generator takes SLOW_ARC_MS to start an arc.
import type { AddressInfo } from 'node:net';
import { createApp, shutDownOnSignals } from '../../apps/api/src/app.factory';
import { loadConfig } from '../../apps/api/src/app.config';
import { ProceduralStoryGenerator } from '../../apps/api/src/modules/story-generator/procedural/procedural-story-generator';

class SlowArcGenerator extends ProceduralStoryGenerator {
  override async startArc(...args: Parameters<ProceduralStoryGenerator['startArc']>) {
    process.stdout.write('generating\n');
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_ARC_MS ?? 0)));
    return super.startArc(...args);
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CHILD_DATABASE_URL!;
  const config = loadConfig({ LOG_LEVEL: 'log', DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_TIMEOUT_MS: process.env.DRAIN_MS ?? '10000' });
  const app = await createApp({ config, databaseUrl, storyGenerator: new SlowArcGenerator() });
  shutDownOnSignals(app, config, async () => {
    process.stdout.write('app closed\n');
  });
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`port ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
