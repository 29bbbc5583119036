import type { Character, World, WorldEvent, WorldStateView } from '@worldloom/contracts';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 20, item 7: every character read says which player plays it (`controlled_by`), every world-event read
 * which player character acted (`character_id`), and every world read the caller's `role` — through tRPC and
 * REST alike, and in the folded states of the audit.
 */
describe('controlled_by, character_id and role on every read (issue 20)', () => {
  let testApp: TestApp;
  let owner: SignedInUser & { apiKey: string; userId: string };
  let player: SignedInUser & { apiKey: string; userId: string };
  let rival: SignedInUser & { apiKey: string; userId: string };
  let worldId: string;
  let hero: Character;
  let rivalHero: Character;

  async function signUp(): Promise<SignedInUser & { apiKey: string }> {
    const user = await signUpUser(testApp.url);
    const { key } = await user.trpc.auth.apiKeys.create.mutate({ name: 'controlled-by' });
    return { ...user, apiKey: key };
  }

  async function get<Body>(user: { apiKey: string }, path: string): Promise<{ status: number; body: Body }> {
    const response = await fetch(`${testApp.url}${path}`, { headers: { 'x-api-key': user.apiKey } });
    return { status: response.status, body: (await response.json()) as Body };
  }

  const controllers = (characters: readonly Character[]) =>
    Object.fromEntries(characters.map((character) => [character.name, character.controlled_by]));

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const [ownerUser, playerUser, rivalUser] = [await signUp(), await signUp(), await signUp()];
    const created = await ownerUser.trpc.world.create.mutate({ name: 'Saltmere', description: 'A harbour town where the tide stopped' });
    worldId = created.id;
    expect(created.role).toBe('owner');
    await ownerUser.trpc.world.seedWorld.mutate({ worldId });
    for (let attempt = 0; attempt < 200 && (await ownerUser.trpc.character.list.query({ worldId })).length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await ownerUser.trpc.world.createNewArc.mutate({ worldId, storyIdea: 'The tide does not come back' });
    for (const user of [playerUser, rivalUser]) {
      const invite = await ownerUser.trpc.members.invite.mutate({ worldId, role: 'player' });
      await user.trpc.members.join.mutate({ token: invite.token });
    }
    const members = await ownerUser.trpc.members.list.query(worldId);
    const userIdOf = (user: SignedInUser) => members.find((member) => member.email === user.email)!.user_id;
    owner = { ...ownerUser, userId: userIdOf(ownerUser) };
    player = { ...playerUser, userId: userIdOf(playerUser) };
    rival = { ...rivalUser, userId: userIdOf(rivalUser) };
  });

  afterAll(() => testApp.close());

  it('binds a player’s player character to them on creation; every other character is played by nobody', async () => {
    hero = await player.trpc.character.create.mutate({ world_id: worldId, name: 'Wren', type: 'player', story_role: 'major' });
    expect(hero.controlled_by).toBe(player.userId);
    rivalHero = await rival.trpc.character.create.mutate({ world_id: worldId, name: 'Corin', type: 'player', story_role: 'minor' });
    expect(rivalHero.controlled_by).toBe(rival.userId);
    // The owner's own player character is a label: nobody is bound to it.
    const ownersOwn = await owner.trpc.character.create.mutate({ world_id: worldId, name: 'Tamsin', type: 'player', story_role: 'minor' });
    expect(ownersOwn.controlled_by).toBeNull();

    const listed = await owner.trpc.character.list.query({ worldId });
    const seeded = listed.filter((character) => ![hero.id, rivalHero.id].includes(character.id));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((character) => character.controlled_by === null)).toBe(true);
    expect(controllers(listed)).toMatchObject({ Wren: player.userId, Corin: rival.userId, Tamsin: null });
    expect((await player.trpc.character.get.query({ id: hero.id })).controlled_by).toBe(player.userId);
    expect((await rival.trpc.character.get.query({ id: hero.id })).controlled_by).toBe(player.userId);
  });

  it('says who plays each character over REST, in the single read and in the page', async () => {
    const single = await get<Character>(rival, `/api/characters/${hero.id}`);
    expect(single).toMatchObject({ status: 200, body: { id: hero.id, controlled_by: player.userId } });
    const page = await get<{ items: Character[] }>(owner, `/api/characters?worldId=${worldId}&limit=100`);
    expect(page.status).toBe(200);
    expect(controllers(page.body.items)).toMatchObject({ Wren: player.userId, Corin: rival.userId, Tamsin: null });
    expect(page.body.items.filter((character) => character.controlled_by !== null).map((character) => character.name).sort()).toEqual(['Corin', 'Wren']);
  });

  it('reads a player’s player_action back with its character_id, and every other event with null', async () => {
    const action = await player.trpc.world.recordWorldEvent.mutate({ world_id: worldId, event_type: 'player_action', description: 'Wren rows out to sea' });
    expect(action.character_id).toBe(hero.id);
    const storm = await owner.trpc.world.recordWorldEvent.mutate({ world_id: worldId, event_type: 'world_event', description: 'A storm' });
    expect(storm.character_id).toBeNull();
    const ownersAction = await owner.trpc.world.recordWorldEvent.mutate({ world_id: worldId, event_type: 'player_action', description: 'The harbour bell rings' });
    expect(ownersAction.character_id).toBeNull();

    const expected = { [action.id]: hero.id, [storm.id]: null, [ownersAction.id]: null };
    const byId = (events: readonly WorldEvent[]) => Object.fromEntries(events.map((event) => [event.id, event.character_id]));
    expect(byId(await owner.trpc.world.getEvents.query({ worldId }))).toEqual(expected);
    expect(byId(await player.trpc.world.getEvents.query({ worldId, filters: { eventType: 'player_action', limit: 50 } }))).toEqual({
      [action.id]: hero.id,
      [ownersAction.id]: null,
    });
    expect(byId(await rival.trpc.world.getBeatEvents.query({ beatId: action.beat_id }))).toEqual(expected);
    const overRest = await get<WorldEvent[]>(rival, `/api/beats/${action.beat_id}/events`);
    expect(overRest.status).toBe(200);
    expect(byId(overRest.body)).toEqual(expected);
  });

  it('gives every world read the caller’s role: get, list and state, over tRPC and REST', async () => {
    for (const [user, role] of [
      [owner, 'owner'],
      [player, 'player'],
    ] as const) {
      expect((await user.trpc.world.get.query(worldId)).role).toBe(role);
      expect((await user.trpc.world.list.query()).find((world) => world.id === worldId)?.role).toBe(role);
      expect((await user.trpc.world.getWorldState.query({ worldId })).world.role).toBe(role);
      expect((await get<World>(user, `/api/worlds/${worldId}`)).body.role).toBe(role);
      expect((await get<{ items: World[] }>(user, '/api/worlds')).body.items.find((world) => world.id === worldId)?.role).toBe(role);
      // Twice: the second read of the owner's may come from the cache's fast lane.
      expect((await get<WorldStateView>(user, `/api/worlds/${worldId}/state`)).body.world.role).toBe(role);
      expect((await get<WorldStateView>(user, `/api/worlds/${worldId}/state`)).body.world.role).toBe(role);
      // The audit's states too, now and folded at a revision: the caller's role now.
      expect((await user.trpc.audit.stateAt.query({ worldId })).world.role).toBe(role);
      expect((await user.trpc.audit.stateAt.query({ worldId, atRevision: 1 })).world.role).toBe(role);
      expect((await get<WorldStateView>(user, `/api/worlds/${worldId}/state?atRevision=1`)).body.world.role).toBe(role);
    }
    const created = await fetch(`${testApp.url}/api/worlds`, {
      method: 'POST',
      headers: { 'x-api-key': player.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Player’s own', description: 'A world of their own' }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as World).role).toBe('owner');
  });

  it('folds who played which character into the states of the audit, as the read models have it', async () => {
    const bound = await owner.trpc.audit.history.query({ worldId, types: ['PlayerCharacterBound'], order: 'oldest', limit: 10 });
    expect(bound.items).toHaveLength(2);
    const beforeBinding = await owner.trpc.audit.stateAt.query({ worldId, atRevision: bound.items[0]!.revision - 1 });
    expect(beforeBinding.characters.every((character) => character.controlled_by === null)).toBe(true);
    const latest = (await owner.trpc.audit.history.query({ worldId, limit: 1 })).items[0]!.revision;
    const folded = await owner.trpc.audit.stateAt.query({ worldId, atRevision: latest });
    expect(controllers(folded.characters)).toMatchObject({ Wren: player.userId, Corin: rival.userId, Tamsin: null });
    const { revision: _r, occurred_at: _o, ...foldedSnapshot } = folded;
    const { revision: _lr, occurred_at: _lo, ...liveSnapshot } = await owner.trpc.audit.stateAt.query({ worldId });
    expect(foldedSnapshot).toEqual(liveSnapshot);

    // A fork belongs to the forker alone: its characters are played by nobody, folded or read.
    const fork = await owner.trpc.audit.fork.mutate({ worldId });
    expect(controllers(await owner.trpc.character.list.query({ worldId: fork.world_id }))).toMatchObject({ Wren: null, Corin: null });
    const forkAt = (await owner.trpc.audit.history.query({ worldId: fork.world_id, limit: 1 })).items[0]!.revision;
    const forkFolded = await owner.trpc.audit.stateAt.query({ worldId: fork.world_id, atRevision: forkAt });
    expect(forkFolded.characters.every((character) => character.controlled_by === null)).toBe(true);
  });

  it('frees the character of a removed member, or of one who left: controlled_by becomes null everywhere', async () => {
    await owner.trpc.members.remove.mutate({ worldId, userId: player.userId });
    expect((await owner.trpc.character.get.query({ id: hero.id })).controlled_by).toBeNull();
    expect((await get<Character>(rival, `/api/characters/${hero.id}`)).body.controlled_by).toBeNull();
    await rival.trpc.members.leave.mutate(worldId);
    expect(controllers(await owner.trpc.character.list.query({ worldId }))).toMatchObject({ Wren: null, Corin: null });

    const latest = (await owner.trpc.audit.history.query({ worldId, limit: 1 })).items[0]!.revision;
    const folded = await owner.trpc.audit.stateAt.query({ worldId, atRevision: latest });
    expect(folded.characters.every((character) => character.controlled_by === null)).toBe(true);
    const live = await owner.trpc.audit.stateAt.query({ worldId });
    expect(live.characters).toEqual(folded.characters);
    // Time travel still shows who played it back then.
    const [removal] = (await owner.trpc.audit.history.query({ worldId, types: ['MemberRemoved'], limit: 1 })).items;
    const beforeRemoval = await owner.trpc.audit.stateAt.query({ worldId, atRevision: removal!.revision - 1 });
    expect(controllers(beforeRemoval.characters)).toMatchObject({ Wren: player.userId, Corin: rival.userId });
  });
});
