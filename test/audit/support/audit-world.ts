import { LOCATION_STATUS_TRANSITIONS, type WorldSnapshot } from '@worldloom/contracts';
import type { SignedInUser } from '../../support/test-app';

export async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A world with a history worth auditing: seeded by the generator, an arc run to beat 3, edits by hand. */
export interface AuditWorld {
  readonly worldId: string;
  readonly arcId: string;
  /** A location renamed by hand after beat 2. */
  readonly renamedLocationId: string;
  readonly removedCharacterId: string;
}

export async function auditWorld(user: SignedInUser, name = 'Frostmarch'): Promise<AuditWorld> {
  const { trpc } = user;
  const world = await trpc.world.create.mutate({ name, description: 'Frozen northern wastes of ice and snow' });
  await trpc.world.seedWorld.mutate({ worldId: world.id });
  // Seeding appends phase by phase: wait until it is complete (factions have their leaders).
  await until(async () => {
    const history = await trpc.audit.history.query({ worldId: world.id, types: ['WorldSeeded'] });
    return history.items.length === 1;
  });
  const arc = await trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: 'A winter that will not end' });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  // One the hand edit really moves to declining (the beats may have left the first one declining already).
  const location = (await trpc.location.list.query({ worldId: world.id })).find(
    ({ status }) => status !== 'declining' && LOCATION_STATUS_TRANSITIONS[status].includes('declining'),
  );
  await trpc.location.update.mutate({ id: location!.id, name: 'Renamed Haven', status: 'declining' });
  await trpc.world.recordWorldEvent.mutate({ world_id: world.id, event_type: 'environmental', impact_level: 'major', description: 'Snow in summer' });
  await trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
  const characters = await trpc.character.list.query({ worldId: world.id });
  const removed = characters.at(-1)!;
  await trpc.character.delete.mutate({ id: removed.id });
  return { worldId: world.id, arcId: arc.id, renamedLocationId: location!.id, removedCharacterId: removed.id };
}

/**
 * A snapshot with every UUID replaced and lists in a content order: two worlds that differ only by ids
 * (an original and its copy) give the same value. The world's own row (id, name, times) is left out.
 */
export function withoutIds(snapshot: WorldSnapshot): unknown {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(uuid, '<id>');
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]));
    return value;
  };
  // Entities created at the same time list by id, which differs between the two worlds.
  const inContentOrder = (items: readonly unknown[]) => items.map(scrub).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    currentArc: scrub(snapshot.currentArc),
    currentBeats: scrub(snapshot.currentBeats),
    locations: inContentOrder(snapshot.locations),
    factions: inContentOrder(snapshot.factions),
    characters: inContentOrder(snapshot.characters),
  };
}

/** The user id a signed-in user's access token names (its `sub`). */
export function userIdOf(user: SignedInUser): string {
  const payload = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return payload.sub;
}
