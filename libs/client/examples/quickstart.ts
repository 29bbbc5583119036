import { createWorldloomClient } from '@worldloom/client';

const client = createWorldloomClient({
  baseUrl: process.env.WORLDLOOM_URL ?? 'http://localhost:3000',
  apiKey: process.env.WORLDLOOM_API_KEY ?? '',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  // 1. Create a world.
  const { data: world, error } = await client.POST('/api/worlds', {
    body: { name: 'The Enchanted Kingdom', description: 'Ancient forests, floating citadels and feuding mage-houses' },
  });
  if (!world) throw new Error(`Could not create the world: ${error.error}`);

  // 2. Seed it: the answer (202) comes at once; poll until factions, locations and characters exist.
  await client.POST('/api/worlds/{worldId}/seed', { params: { path: { worldId: world.id } } });
  for (let seeded = false; !seeded; await sleep(1000)) {
    const lists = await Promise.all([
      client.GET('/api/locations', { params: { query: { worldId: world.id, limit: 1 } } }),
      client.GET('/api/factions', { params: { query: { worldId: world.id, limit: 1 } } }),
      client.GET('/api/characters', { params: { query: { worldId: world.id, limit: 1 } } }),
    ]);
    seeded = lists.every(({ data }) => (data?.items.length ?? 0) > 0);
  }

  // 3. Start a story arc and read the world's state: the world, its current arc and that arc's beats.
  const { data: arc } = await client.POST('/api/worlds/{worldId}/arcs', {
    params: { path: { worldId: world.id } },
    body: { storyIdea: 'Two houses claim a crown that split in two' },
  });
  if (!arc) throw new Error('Could not start an arc');
  const { data: state } = await client.GET('/api/worlds/{worldId}/state', { params: { path: { worldId: world.id } } });
  print(`${state?.world.name}: "${state?.currentArc?.story_name}", opening with ${state?.currentBeats[0]?.beat_name}`);

  // 4. Record what the players did and progress the arc one beat (null and complete once the 15 beats are done).
  const { data: progress } = await client.POST('/api/worlds/arcs/{arcId}/progress', {
    params: { path: { arcId: arc.id } },
    body: {
      worldId: world.id,
      recentEvents: [{ event_type: 'player_action', impact_level: 'moderate', description: 'The heroes steal the crown' }],
    },
  });
  print(progress?.beat ? `Beat ${progress.beat.beat_index}: ${progress.beat.beat_name}` : 'The arc is complete');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
