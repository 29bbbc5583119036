import { randomUUID } from 'node:crypto';
import type { Arc, Character, ErrorIssue, Faction, Location, World } from '@worldloom/contracts';
import { type BeatPlan, worldStreamId } from '@worldloom/domain';
import { TRPCClientError } from '@trpc/client';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '#test/support/test-app';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { ProjectionsService } from '#platform/projections/projections.service';
import type { StoryGenerator } from '#story-generator';
import { WorldCommandExecutor } from './world-command.executor';

/** The app with two signed-in users: Alice, whose worlds the specs work on, and Bob, whose ids must not reach hers. */
export interface LivingWorldApp {
  readonly testApp: TestApp;
  readonly alice: SignedInUser;
  readonly bob: SignedInUser;
  close(): Promise<void>;
}

export async function startLivingWorldApp(storyGenerator?: StoryGenerator): Promise<LivingWorldApp> {
  const testApp = await startTestApp({}, undefined, { storyGenerator });
  const [alice, bob] = await Promise.all([signUpUser(testApp.url), signUpUser(testApp.url)]);
  return { testApp, alice, bob, close: () => testApp.close() };
}

export interface SeededWorld {
  readonly world: World;
  readonly locations: Location[];
  readonly factions: Faction[];
  readonly characters: Character[];
}

export interface StoredEvent {
  readonly type: string;
  readonly transaction_id: string;
  readonly metadata: Record<string, unknown>;
}

/** The world's stream as stored, oldest first. */
export async function storedEvents(testApp: TestApp, worldId: string): Promise<StoredEvent[]> {
  const { rows } = await testApp.database.pool.query<StoredEvent>(
    'SELECT type, transaction_id::text, metadata FROM events WHERE stream_id = $1 ORDER BY stream_revision',
    [worldStreamId(worldId)],
  );
  return rows;
}

/** How many events the world's stream holds: what a refused call must leave as it was. */
export async function streamLength(testApp: TestApp, worldId: string): Promise<number> {
  return (await storedEvents(testApp, worldId)).length;
}

async function until(probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the projections have passed the stream's last event, so the read models show all of it. */
async function projected(testApp: TestApp, worldId: string): Promise<void> {
  const last = (await testApp.app.get<EventStore>(EVENT_STORE).readStream(worldStreamId(worldId))).at(-1);
  if (last) await testApp.app.get(ProjectionsService).waitFor(last.position, 10_000);
}

/** A world of `user`'s, seeded by the configured generator (the procedural one unless the app was given another). */
export async function seededWorld(
  { testApp }: LivingWorldApp,
  user: SignedInUser,
  name = 'Frostmarch',
  description = 'Frozen northern wastes of ice and snow',
): Promise<SeededWorld> {
  const world = await user.trpc.world.create.mutate({ name, description });
  await user.trpc.world.seedWorld.mutate({ worldId: world.id });
  // Seeding appends in the background: wait for its end, so nothing else writes to the stream.
  await until(async () => {
    const types = (await storedEvents(testApp, world.id)).map((event) => event.type);
    if (types.includes('WorldSeedingFailed')) throw new Error(`Seeding ${name} failed`);
    return types.includes('WorldSeeded');
  });
  await projected(testApp, world.id);
  const [locations, factions, characters] = await Promise.all([
    user.trpc.location.list.query({ worldId: world.id }),
    user.trpc.faction.list.query({ worldId: world.id }),
    user.trpc.character.list.query({ worldId: world.id }),
  ]);
  return { world, locations, factions, characters };
}

/** A refused call as the client sees it: the tRPC code, the message, the zod issues and the domain's code. */
export interface RpcFailure {
  readonly code: string;
  readonly message: string;
  readonly issues: ErrorIssue[] | null;
  readonly domainCode: string | null;
}

export async function rpcFailure(call: Promise<unknown>): Promise<RpcFailure> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { code: string; issues: ErrorIssue[] | null; domainCode: string | null };
    return { code: data.code, message: error.message, issues: data.issues, domainCode: data.domainCode };
  }
  throw new Error('The call was not refused');
}

const anchor = (index: number, name: string, description: string): BeatPlan => ({
  beatId: randomUUID(),
  index,
  name,
  description,
  worldDirectives: [],
  emergentStorylines: [],
});

/**
 * Starts an arc of the owner's world with plain anchors of our own, decided and appended as any command is: for
 * the specs whose subject is what an arc holds (its beats, its events, its end), not what a generator writes.
 */
export async function startedArc({ testApp }: LivingWorldApp, user: SignedInUser, worldId: string): Promise<Arc> {
  const { rows } = await testApp.database.pool.query<{ owner_id: string }>('SELECT owner_id FROM worlds WHERE id = $1', [worldId]);
  const userId = rows[0]!.owner_id;
  const arcId = randomUUID();
  await testApp.app.get(WorldCommandExecutor).execute(
    worldId,
    (_state, metadata) => ({
      type: 'StartArc',
      data: {
        arcId,
        storyName: 'The Long Thaw',
        detailedDescription: 'The ice gives way, and the old borders with it.',
        anchorBeats: [
          anchor(0, 'Opening Image', 'The ice still holds.'),
          anchor(7, 'Fun and Games', 'The thaw opens new roads.'),
          anchor(14, 'Final Image', 'Water where the ice was.'),
        ],
      },
      metadata,
    }),
    { userId, actor: { kind: 'user', id: userId }, source: 'web', correlationId: randomUUID() },
  );
  const state = await user.trpc.world.getWorldState.query({ worldId });
  return state.currentArc!;
}
