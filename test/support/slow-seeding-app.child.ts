// An app process whose generator pauses before seeding factions, so a test can kill it mid-seed.
import type { AddressInfo } from 'node:net';
import { createApp } from '../../apps/api/src/app.factory';
import { ProceduralStoryGenerator } from '../../apps/api/src/modules/story-generator/procedural/procedural-story-generator';
import { loadConfig } from '../../apps/api/src/app.config';

class SlowFactionsGenerator extends ProceduralStoryGenerator {
  override async seedFactions(...args: Parameters<ProceduralStoryGenerator['seedFactions']>) {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_FACTIONS_MS ?? 0)));
    return super.seedFactions(...args);
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.CHILD_DATABASE_URL!;
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: databaseUrl });
  const app = await createApp({ config, databaseUrl, storyGenerator: new SlowFactionsGenerator() });
  await app.listen(0, '127.0.0.1');
  process.stdout.write(`port ${(app.getHttpServer().address() as AddressInfo).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
