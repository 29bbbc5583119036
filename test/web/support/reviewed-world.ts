import type { Session } from '@supabase/auth-js';
import { authClientFor, trpcClientFor } from '../../support/test-app';
import { seedWorld } from './world-detail-fixtures';

/**
 * What an outside review audits: a signed-in user with four worlds, the first seeded, with a story at beat 4
 * and events on its beats. Shared by the Lighthouse checks of `npm test` and `npm run bench -- web`.
 */
export async function reviewedWorld(origin: string): Promise<{ session: Session; worldId: string }> {
  const { data, error } = await authClientFor(origin).signUp({ email: `reviewer-${Date.now()}@example.com`, password: 'correct horse battery staple' });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  const trpc = trpcClientFor(origin, data.session.access_token);
  const world = await trpc.world.create.mutate({ name: 'Lighthouse Reach', description: 'A coast of beacons, smugglers and drowned kings.' });
  for (const name of ['Amberfell', 'Brightwater', 'Cinderholt']) {
    await trpc.world.create.mutate({ name, description: `${name}: a realm of ancient forests and feuding houses.` });
  }
  await seedWorld(trpc, world.id);
  const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'The beacons go dark one by one' });
  for (let beat = 1; beat <= 4; beat += 1) {
    await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'world_event', impact_level: 'moderate', description: `A beacon fails (${beat})` });
    await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  }
  return { session: data.session, worldId: world.id };
}
