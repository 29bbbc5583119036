import { randomUUID } from 'node:crypto';
import type { TRPCClient } from '@trpc/client';
import { PresenceBoard } from '#platform/live/presence-board';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '#test/support/test-app';
import type { AppRouter } from '../../apps/api/src/app-router';
import { LiveRecorder, liveTrpcClient } from './support/live-client';

/** The world stream's events as stored: revision, type and actor, oldest first. */
async function stored(app: TestApp, worldId: string): Promise<Array<{ revision: string; type: string; actorId: string }>> {
  const { rows } = await app.database.pool.query<{ revision: string; type: string; actorId: string }>(
    `SELECT stream_revision::text AS revision, type, metadata->>'actorId' AS "actorId" FROM events
     WHERE stream_id = $1 ORDER BY stream_revision`,
    [`world-${worldId}`],
  );
  return rows;
}

function failureOf(recorder: LiveRecorder): { code?: string; domainCode?: string | null } {
  const error = recorder.error as { data?: { code?: string; domainCode?: string | null } } | undefined;
  return { code: error?.data?.code, domainCode: error?.data?.domainCode };
}

describe('world.live across two API instances on one Postgres', () => {
  let first: TestApp;
  let second: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let aliceOnFirst: TRPCClient<AppRouter>;
  let aliceOnSecond: TRPCClient<AppRouter>;
  const open: LiveRecorder[] = [];
  const subscribe = (client: TRPCClient<AppRouter>, input: { worldId: string; lastEventId?: string | null }) => {
    const recorder = new LiveRecorder(client, input);
    open.push(recorder);
    return recorder;
  };

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ API_ROLE: 'api' }, first.database);
    [alice, bob] = await Promise.all([signUpUser(first.url), signUpUser(first.url)]);
    aliceOnFirst = liveTrpcClient(first.url, alice.accessToken);
    aliceOnSecond = liveTrpcClient(second.url, alice.accessToken);
  });

  afterEach(() => {
    for (const recorder of open.splice(0)) recorder.close();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a change committed through one instance to the subscribers of the other, with its id, entity and actor', async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Relay', description: 'Two towers, one signal' });
    const onFirst = subscribe(aliceOnFirst, { worldId: world.id });
    const onSecond = subscribe(aliceOnSecond, { worldId: world.id });
    await Promise.all([onFirst.ready(), onSecond.ready()]);

    const beacon = await aliceOnFirst.location.create.mutate({ world_id: world.id, name: 'Beacon Hill', type: 'landmark', status: 'stable' });
    await onSecond.until((recorder) => recorder.changes.length === 1);
    const [added] = await stored(first, world.id).then((events) => events.slice(-1));
    expect(onSecond.changes[0]).toMatchObject({
      kind: 'change',
      id: added!.revision,
      eventId: added!.revision,
      type: 'LocationAdded',
      entity: { kind: 'location', id: beacon.id, name: 'Beacon Hill' },
      actor: { kind: 'user', id: added!.actorId, name: alice.email.split('@')[0] },
    });

    const keeper = await aliceOnSecond.character.create.mutate({ world_id: world.id, name: 'Mira Vale', type: 'npc', story_role: 'minor' });
    await onFirst.until((recorder) => recorder.changes.length === 2);
    await onSecond.until((recorder) => recorder.changes.length === 2);
    const events = await stored(first, world.id);
    const expected = events.slice(-2).map((event) => ({ eventId: event.revision, type: event.type }));
    for (const recorder of [onFirst, onSecond]) {
      expect(recorder.changes.map(({ eventId, type }) => ({ eventId, type }))).toEqual(expected);
    }
    expect(onFirst.changes[1]!.entity).toEqual({ kind: 'character', id: keeper.id, name: 'Mira Vale' });
  });

  it('resumes after the last event id it saw: every missed event once, in order, then live ones', async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Gaps', description: 'A coast of broken bridges' });
    const before = subscribe(aliceOnSecond, { worldId: world.id });
    await before.ready();
    await aliceOnFirst.location.create.mutate({ world_id: world.id, name: 'North Pier', type: 'landmark', status: 'stable' });
    await before.until((recorder) => recorder.changes.length === 1);
    const lastSeen = before.changes[0]!.eventId;
    before.close();

    // Committed while the page was away, through both instances.
    await aliceOnFirst.location.create.mutate({ world_id: world.id, name: 'South Pier', type: 'landmark', status: 'stable' });
    await aliceOnSecond.location.create.mutate({ world_id: world.id, name: 'East Pier', type: 'landmark', status: 'stable' });
    const character = await aliceOnFirst.character.create.mutate({ world_id: world.id, name: 'Oren', type: 'npc', story_role: 'minor' });
    await aliceOnFirst.character.update.mutate({ id: character.id, description: 'A ferryman' });
    const missed = (await stored(first, world.id)).filter((event) => BigInt(event.revision) > BigInt(lastSeen));
    expect(missed.length).toBeGreaterThanOrEqual(4);

    const after = subscribe(aliceOnSecond, { worldId: world.id, lastEventId: lastSeen });
    await after.until((recorder) => recorder.changes.length === missed.length);
    await aliceOnFirst.location.create.mutate({ world_id: world.id, name: 'West Pier', type: 'landmark', status: 'stable' });
    await after.until((recorder) => recorder.changes.length === missed.length + 1);

    const all = (await stored(first, world.id)).filter((event) => BigInt(event.revision) > BigInt(lastSeen));
    expect(after.changes.map(({ eventId, type }) => ({ eventId, type }))).toEqual(
      all.map((event) => ({ eventId: event.revision, type: event.type })),
    );
    expect(after.changes.map((change) => change.id)).toEqual(all.map((event) => event.revision));
    // Nothing further arrives (no duplicate of the live one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(after.changes).toHaveLength(all.length);
  });

  it("answers NOT_FOUND to a stranger and for an unknown world, BAD_REQUEST to a bad event id, UNAUTHORIZED without a token", async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Private', description: 'A walled garden' });
    const stranger = subscribe(liveTrpcClient(second.url, bob.accessToken), { worldId: world.id });
    const unknown = subscribe(aliceOnFirst, { worldId: randomUUID() });
    const badId = subscribe(aliceOnFirst, { worldId: world.id, lastEventId: 'yesterday' });
    const anonymous = subscribe(liveTrpcClient(first.url, ''), { worldId: world.id });
    const failed = (recorder: LiveRecorder) => recorder.until(() => false, 10_000).catch(() => undefined);
    await Promise.all([stranger, unknown, badId, anonymous].map(failed));
    expect(failureOf(stranger)).toEqual({ code: 'NOT_FOUND', domainCode: 'WORLD.NOT_FOUND' });
    expect(failureOf(unknown)).toEqual({ code: 'NOT_FOUND', domainCode: 'WORLD.NOT_FOUND' });
    expect(failureOf(badId).code).toBe('BAD_REQUEST');
    expect(failureOf(anonymous).code).toBe('UNAUTHORIZED');
    expect(stranger.changes).toEqual([]);
  });

  it("ends a removed member's feed at once, on whichever instance it is open, and refuses a new one", async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Guild Hall', description: 'A hall of many doors' });
    const invite = await alice.trpc.members.invite.mutate({ worldId: world.id, role: 'viewer' });
    await bob.trpc.members.join.mutate({ token: invite.token });
    const bobOnSecond = liveTrpcClient(second.url, bob.accessToken);
    const watching = subscribe(bobOnSecond, { worldId: world.id });
    const owner = subscribe(aliceOnFirst, { worldId: world.id });
    await Promise.all([watching.ready(), owner.ready()]);
    const bobName = bob.email.split('@')[0]!;
    await owner.until((recorder) => recorder.presence.at(-1)!.viewers.some((viewer) => viewer.name === bobName));
    expect(owner.presence.at(-1)!.viewers.map((viewer) => viewer.name).sort()).toEqual([alice.email.split('@')[0]!, bobName].sort());

    const bobId = (await alice.trpc.members.list.query(world.id)).find((member) => member.email === bob.email)!.user_id;
    await aliceOnFirst.members.remove.mutate({ worldId: world.id, userId: bobId });
    await watching.until((recorder) => recorder.completed, 5_000);
    expect(watching.changes.at(-1)).toMatchObject({ type: 'MemberRemoved', entity: { kind: 'member', id: bobId } });
    // Their page is gone from the world's viewers, and they cannot open it again.
    await owner.until((recorder) => !recorder.presence.at(-1)!.viewers.some((viewer) => viewer.name === bobName));
    const again = subscribe(bobOnSecond, { worldId: world.id });
    await again.until(() => false, 5_000).catch(() => undefined);
    expect(failureOf(again).code).toBe('NOT_FOUND');
  });

  it('sends the event stream uncompressed, though the client accepts gzip', async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Wire', description: 'A telegraph town' });
    const input = encodeURIComponent(JSON.stringify({ json: { worldId: world.id } }));
    const params = encodeURIComponent(JSON.stringify({ authorization: `Bearer ${alice.accessToken}` }));
    const abort = new AbortController();
    const response = await fetch(`${first.url}/api/trpc/world.live?input=${input}&connectionParams=${params}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    abort.abort();
  });

  it('tells every open page who is viewing the world, across instances, and when they leave', async () => {
    const world = await alice.trpc.world.create.mutate({ name: 'Plaza', description: 'A market square' });
    const onFirst = subscribe(aliceOnFirst, { worldId: world.id });
    await onFirst.ready();
    const aliceName = alice.email.split('@')[0]!;
    expect(onFirst.presence[0]!.viewers.map((viewer) => viewer.name)).toEqual([aliceName]);

    // Someone opens the world on the other instance.
    const leave = second.app.get(PresenceBoard).enter(`world-${world.id}`, { userId: randomUUID(), name: 'Mira' });
    await onFirst.until((recorder) => recorder.presence.at(-1)!.viewers.some((viewer) => viewer.name === 'Mira'));
    expect(onFirst.presence.at(-1)!.viewers.map((viewer) => viewer.name).sort()).toEqual([aliceName, 'Mira'].sort());

    // The same person in a second tab on the other instance counts once.
    const onSecond = subscribe(aliceOnSecond, { worldId: world.id });
    await onSecond.ready();
    expect(onSecond.presence[0]!.viewers.map((viewer) => viewer.name).sort()).toEqual([aliceName, 'Mira'].sort());

    leave();
    await onFirst.until((recorder) => !recorder.presence.at(-1)!.viewers.some((viewer) => viewer.name === 'Mira'));
    await onSecond.until((recorder) => !recorder.presence.at(-1)!.viewers.some((viewer) => viewer.name === 'Mira'));
    expect(onFirst.presence.at(-1)!.viewers.map((viewer) => viewer.name)).toEqual([aliceName]);
  });
});
