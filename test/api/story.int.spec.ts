import { Beat, Character, Faction, Location, WorldStateView } from '@worldloom/contracts';
import { TRPCClientError } from '@trpc/client';
import { z } from 'zod';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp, trpcClientFor } from '../support/test-app';

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function seededWorld(user: SignedInUser, name: string, description: string) {
  const world = await user.trpc.world.create.mutate({ name, description });
  const started = await user.trpc.world.seedWorld.mutate({ worldId: world.id });
  expect(started).toMatchObject({ worldId: world.id, status: 'seeding' });
  await until(async () => {
    const [locations, factions, characters] = await Promise.all([
      user.trpc.location.list.query({ worldId: world.id }),
      user.trpc.faction.list.query({ worldId: world.id }),
      user.trpc.character.list.query({ worldId: world.id }),
    ]);
    return locations.length > 0 && factions.length > 0 && characters.length > 0;
  });
  return world;
}

describe('story engine over tRPC', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    bob = await signUpUser(testApp.url);
  });

  afterAll(() => testApp.close());

  it('seeds a world in the background with the spec counts and coherent references', async () => {
    const world = await seededWorld(alice, 'Frostmarch', 'Frozen northern wastes of ice and snow');
    // Seeding may still be appending later phases when the first entities show; wait for all of it.
    const [locations, factions, characters] = await until(async () => {
      const lists = await Promise.all([
        alice.trpc.location.list.query({ worldId: world.id }),
        alice.trpc.faction.list.query({ worldId: world.id }),
        alice.trpc.character.list.query({ worldId: world.id }),
      ]);
      return lists[2].length >= 15 && lists[1].every((faction) => faction.leader_id) ? lists : null;
    });
    z.array(Location).parse(locations);
    z.array(Faction).parse(factions);
    z.array(Character).parse(characters);
    const regions = locations.filter((location) => location.type === 'region');
    expect(regions.length).toBeGreaterThanOrEqual(3);
    expect(regions.length).toBeLessThanOrEqual(5);
    expect(locations.length).toBeGreaterThanOrEqual(25);
    expect(locations.length).toBeLessThanOrEqual(40);
    expect(factions.length).toBeGreaterThanOrEqual(2);
    expect(factions.length).toBeLessThanOrEqual(4);
    expect(characters.length).toBeLessThanOrEqual(30);
    const locationIds = new Set(locations.map((location) => location.id));
    const characterIds = new Set(characters.map((character) => character.id));
    for (const character of characters) expect(locationIds.has(character.location_id!)).toBe(true);
    for (const faction of factions) {
      expect(characterIds.has(faction.leader_id!)).toBe(true);
      for (const id of faction.controlled_locations) expect(locationIds.has(id)).toBe(true);
    }
    const { rows } = await testApp.database.pool.query<{ type: string; metadata: Record<string, unknown> }>(
      "SELECT type, metadata FROM events WHERE stream_id = $1 AND type = 'LocationAdded' LIMIT 1",
      [`world-${world.id}`],
    );
    expect(rows[0]!.metadata).toMatchObject({ actorKind: 'system', source: 'generator', provider: 'procedural' });
    expect(rows[0]!.metadata.promptHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to seed a world twice (CONFLICT)', async () => {
    const world = await seededWorld(alice, 'Twice', 'A world seeded once');
    await expect(alice.trpc.world.seedWorld.mutate({ worldId: world.id })).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
  });

  it('runs a whole arc: 15 beats, events between beats, then a falsy result', async () => {
    const world = await seededWorld(alice, 'Brassport', 'A steampunk harbour of clockwork and smoke');
    const noBeat = await alice.trpc.world.recordWorldEvent
      .mutate({ world_id: world.id, event_type: 'player_action', impact_level: 'minor', description: 'Too early' })
      .catch((error: { message: string; data: { code: string } }) => error);
    expect(noBeat).toMatchObject({
      message: 'No current beat to attach the event to. Generate a beat first.',
      data: { code: 'BAD_REQUEST' },
    });

    const arc = await alice.trpc.world.createNewArc.mutate({
      worldId: world.id,
      worldName: world.name,
      worldDescription: world.description,
      storyIdea: 'A clockmaker discovers the harbour is a machine',
    });
    expect(arc).toMatchObject({ world_id: world.id, status: 'active' });
    await expect(alice.trpc.world.createNewArc.mutate({ worldId: world.id, storyIdea: null })).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    });

    let state = WorldStateView.parse(await alice.trpc.world.getWorldState.query({ worldId: world.id }));
    expect(state.world.current_arc_id).toBe(arc.id);
    expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([0]);
    expect(state.currentBeats[0]).toMatchObject({ beat_type: 'anchor', beat_name: 'Opening Image' });

    const eventTypes = ['player_action', 'world_event', 'system_event', 'environmental', 'social'] as const;
    for (let index = 1; index <= 14; index++) {
      const eventType = eventTypes[index % eventTypes.length]!;
      const recorded = await alice.trpc.world.recordWorldEvent.mutate({
        world_id: world.id,
        event_type: eventType,
        impact_level: index % 4 === 0 ? 'catastrophic' : 'moderate',
        description: `Event before beat ${index}`,
      });
      const beforeBeat = state.currentBeats.at(-1)!;
      expect(await alice.trpc.world.getBeatEvents.query({ beatId: beforeBeat.id })).toContainEqual(recorded);
      const beat = await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id });
      expect(Beat.parse(beat)).toMatchObject({ beat_index: index, beat_type: [7, 14].includes(index) ? 'anchor' : 'generated' });
      state = WorldStateView.parse(await alice.trpc.world.getWorldState.query({ worldId: world.id }));
      expect(state.currentArc?.current_beat_id).toBe(beat!.id);
    }
    expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([...Array(15).keys()]);

    expect(await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id })).toBeNull();
    state = WorldStateView.parse(await alice.trpc.world.getWorldState.query({ worldId: world.id }));
    expect(state.currentArc).toMatchObject({ status: 'complete', summary: expect.any(String) });
    expect(await alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id })).toBeNull();

    const next = await alice.trpc.world.createNewArc.mutate({ worldId: world.id });
    expect(next.id).not.toBe(arc.id);
  });

  it('never skips or duplicates a beat when 20 progress calls race', async () => {
    const world = await seededWorld(alice, 'Racetrack', 'A desert of dunes and mirages');
    const arc = await alice.trpc.world.createNewArc.mutate({ worldId: world.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => alice.trpc.world.progressArc.mutate({ worldId: world.id, arcId: arc.id })),
    );
    const beats = results.filter((result) => result !== null);
    expect(beats.map((beat) => beat.beat_index).sort((a, b) => a - b)).toEqual([...Array(14).keys()].map((i) => i + 1));
    const state = WorldStateView.parse(await alice.trpc.world.getWorldState.query({ worldId: world.id }));
    expect(state.currentBeats.map((beat) => beat.beat_index)).toEqual([...Array(15).keys()]);
    expect(state.currentArc?.status).toBe('complete');
  });

  it('keeps beats contiguous when progress calls race across two app instances (expected revision and retry)', async () => {
    const second = await startTestApp({ API_ROLE: 'api' }, testApp.database);
    try {
      const world = await seededWorld(alice, 'Twin Cities', 'A space station ringed by docks');
      const arc = await alice.trpc.world.createNewArc.mutate({ worldId: world.id });
      const onSecond = trpcClientFor(second.url, alice.accessToken);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, call) =>
          (call % 2 === 0 ? alice.trpc : onSecond).world.progressArc.mutate({ worldId: world.id, arcId: arc.id }),
        ),
      );
      const indexes = results.flatMap((beat) => (beat ? [beat.beat_index] : []));
      expect(indexes.sort((a, b) => a - b)).toEqual([...Array(14).keys()].map((i) => i + 1));
      const { rows } = await testApp.database.pool.query<{ type: string; count: string }>(
        "SELECT type, count(*) FROM events WHERE stream_id = $1 AND type IN ('BeatGenerated', 'ArcCompleted') GROUP BY type",
        [`world-${world.id}`],
      );
      expect(Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]))).toEqual({ BeatGenerated: 15, ArcCompleted: 1 });
    } finally {
      await second.close();
    }
  });

  it('creates, edits and deletes entities, keeping their history', async () => {
    const world = await seededWorld(alice, 'Edits', 'A jungle of vines and ruins');
    const location = await alice.trpc.location.create.mutate({ world_id: world.id, name: 'Hollow Gate', type: 'landmark', status: 'stable' });
    const updated = await alice.trpc.location.update.mutate({ id: location.id, status: 'declining', description: 'Cracked' });
    expect(updated).toMatchObject({ status: 'declining', description: 'Cracked' });
    expect(updated.historical_events).toContainEqual(expect.objectContaining({ previous_status: 'stable' }));
    const character = await alice.trpc.character.create.mutate({ world_id: world.id, name: 'Ilse Varro', type: 'npc', story_role: 'minor' });
    const moved = await alice.trpc.character.update.mutate({ id: character.id, location_id: location.id, status: 'missing' });
    expect(moved).toMatchObject({ location_id: location.id, status: 'missing' });
    const faction = await alice.trpc.faction.create.mutate({ world_id: world.id, name: 'The Vine Court', type: 'order' });
    expect(await alice.trpc.faction.update.mutate({ id: faction.id, leader_id: character.id })).toMatchObject({ leader_id: character.id });
    await expect(alice.trpc.location.delete.mutate({ id: location.id })).resolves.toEqual({ id: location.id, deleted: true });
    await expect(alice.trpc.location.get.query({ id: location.id })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect((await alice.trpc.character.get.query({ id: character.id })).location_id).toBeNull();
    await expect(alice.trpc.character.update.mutate({ id: character.id, status: 'deceased' })).resolves.toMatchObject({ status: 'deceased' });
    await expect(alice.trpc.character.update.mutate({ id: character.id, status: 'active' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
  });

  it("answers another user's ids with NOT_FOUND and bad input with the zod issues", async () => {
    const world = await seededWorld(alice, 'Mine', 'A maritime archipelago');
    const [location] = await alice.trpc.location.list.query({ worldId: world.id });
    for (const call of [
      bob.trpc.world.getWorldState.query({ worldId: world.id }),
      bob.trpc.location.list.query({ worldId: world.id }),
      bob.trpc.location.get.query({ id: location!.id }),
      bob.trpc.location.update.mutate({ id: location!.id, name: 'Stolen' }),
      bob.trpc.world.seedWorld.mutate({ worldId: world.id }),
      bob.trpc.world.createNewArc.mutate({ worldId: world.id }),
    ]) {
      await expect(call).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    }
    const bad: unknown = await alice.trpc.world.recordWorldEvent
      .mutate({ world_id: 'not-a-uuid', event_type: 'gossip' as 'social', impact_level: 'minor', description: '' })
      .catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(TRPCClientError);
    const { data } = bad as TRPCClientError<AppRouter>;
    expect(data?.code).toBe('BAD_REQUEST');
    expect(data?.issues?.map((issue) => issue.path.join('.')).sort()).toEqual(['description', 'event_type', 'world_id']);
  });
});
