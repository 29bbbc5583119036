import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../apps/api/src/app-router';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';

/** The tRPC code and message a refused call answered with. */
async function refusal(call: Promise<unknown>): Promise<{ code: string | undefined; message: string }> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCClientError)) throw error;
  return { code: (error as TRPCClientError<AppRouter>).data?.code, message: error.message };
}

describe('members, roles and invites through a real tRPC client (issue 20)', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let coAuthor: SignedInUser;
  let player: SignedInUser;
  let viewer: SignedInUser;
  let stranger: SignedInUser;
  let worldId: string;

  const historyLength = async () => (await owner.trpc.audit.history.query({ worldId, limit: 1 })).items[0]!.revision;
  const userIdOf = async (user: SignedInUser) => (await owner.trpc.members.list.query(worldId)).find((m) => m.email === user.email)!.user_id;

  async function join(user: SignedInUser, role: 'co-author' | 'player' | 'viewer') {
    const invite = await owner.trpc.members.invite.mutate({ worldId, role });
    return user.trpc.members.join.mutate({ token: invite.token });
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    const signUp = () => signUpUser(testApp.url);
    [owner, coAuthor, player, viewer, stranger] = await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp()]);
    worldId = (await owner.trpc.world.create.mutate({ name: 'Frostmarch', description: 'Frozen northern wastes' })).id;
  });

  afterAll(() => testApp.close());

  it('makes an invite link whose token is shown once, and lets a signed-in person join with its role', async () => {
    const invite = await owner.trpc.members.invite.mutate({ worldId, role: 'player', max_uses: 2, expires_in_days: 7 });
    expect(invite).toEqual({
      id: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: expect.stringContaining(`/app/join/${invite.token}`),
      role: 'player',
      expires_at: expect.any(String),
      uses_left: 2,
    });
    const listed = await owner.trpc.members.invites.query(worldId);
    expect(listed).toEqual([{ id: invite.id, role: 'player', expires_at: invite.expires_at, uses_left: 2, revoked: false, created_at: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(invite.token);

    expect(await player.trpc.members.join.mutate({ token: invite.token })).toEqual({ worldId, role: 'player' });
    expect((await owner.trpc.members.invites.query(worldId))[0]!.uses_left).toBe(1);
    await join(coAuthor, 'co-author');
    await join(viewer, 'viewer');
    const members = await owner.trpc.members.list.query(worldId);
    expect(members.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: owner.email, role: 'owner' },
      { email: player.email, role: 'player' },
      { email: coAuthor.email, role: 'co-author' },
      { email: viewer.email, role: 'viewer' },
    ]);
    expect(members.every((member) => typeof member.user_id === 'string' && typeof member.joined_at === 'string')).toBe(true);
  });

  it('lists shared worlds with the caller’s role', async () => {
    expect((await owner.trpc.world.list.query()).find((world) => world.id === worldId)?.role).toBe('owner');
    expect((await viewer.trpc.world.list.query()).find((world) => world.id === worldId)?.role).toBe('viewer');
    expect((await stranger.trpc.world.list.query()).map((world) => world.id)).not.toContain(worldId);
  });

  it('lets each role do what the table says: a stranger gets NOT_FOUND, a member without the right FORBIDDEN', async () => {
    expect(await viewer.trpc.world.get.query(worldId)).toMatchObject({ name: 'Frostmarch', role: 'viewer' });
    expect((await owner.trpc.world.get.query(worldId)).role).toBe('owner');
    expect((await refusal(stranger.trpc.world.get.query(worldId))).code).toBe('NOT_FOUND');
    expect((await refusal(stranger.trpc.members.list.query(worldId))).code).toBe('NOT_FOUND');
    const before = await historyLength();
    expect(await refusal(viewer.trpc.location.create.mutate({ world_id: worldId, name: 'Haven', type: 'city' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'A viewer of this world cannot create locations.',
    });
    expect((await refusal(coAuthor.trpc.members.invite.mutate({ worldId, role: 'viewer' }))).code).toBe('FORBIDDEN');
    expect((await refusal(coAuthor.trpc.world.setAutoAdvance.mutate({ worldId, enabled: true }))).code).toBe('FORBIDDEN');
    expect(await historyLength()).toBe(before);

    const location = await coAuthor.trpc.location.create.mutate({ world_id: worldId, name: 'Haven', type: 'city' });
    expect((await owner.trpc.location.get.query({ id: location.id })).name).toBe('Haven');
    expect((await viewer.trpc.location.get.query({ id: location.id })).name).toBe('Haven');
    expect((await refusal(stranger.trpc.location.get.query({ id: location.id }))).code).toBe('NOT_FOUND');
    expect(await owner.trpc.world.setAutoAdvance.mutate({ worldId, enabled: true })).toEqual({ enabled: true });
  });

  it('a player creates one character of their own and edits only its description, motivations and place', async () => {
    const npc = await coAuthor.trpc.character.create.mutate({ world_id: worldId, name: 'Old Tom', type: 'npc', story_role: 'minor' });
    const hero = await player.trpc.character.create.mutate({ world_id: worldId, name: 'Wren', type: 'player', story_role: 'major' });
    expect(hero).toMatchObject({ name: 'Wren', type: 'player' });
    const before = await historyLength();
    expect(await refusal(player.trpc.character.create.mutate({ world_id: worldId, name: 'Wren II', type: 'player', story_role: 'major' }))).toEqual({
      code: 'CONFLICT',
      message: 'You already have a player character in this world: a player plays one.',
    });
    expect((await refusal(player.trpc.character.update.mutate({ id: npc.id, description: 'Mine now' }))).code).toBe('FORBIDDEN');
    expect((await refusal(player.trpc.character.update.mutate({ id: hero.id, name: 'Renamed' }))).code).toBe('FORBIDDEN');
    expect((await refusal(player.trpc.world.progressArc.mutate({ worldId, arcId: hero.id }))).code).toBe('FORBIDDEN');
    expect(await historyLength()).toBe(before);
    expect(await player.trpc.character.update.mutate({ id: hero.id, description: 'A scout from the pass' })).toMatchObject({
      description: 'A scout from the pass',
    });
    expect(await player.trpc.character.update.mutate({ id: hero.id, motivations: ['find the lost road', 'keep the pass open'] })).toMatchObject({
      motivations: ['find the lost road', 'keep the pass open'],
    });
    expect((await refusal(player.trpc.character.update.mutate({ id: npc.id, motivations: ['serve me'] }))).code).toBe('FORBIDDEN');
  });

  it('refuses bad invites and bad role changes clearly, appending nothing', async () => {
    const once = await owner.trpc.members.invite.mutate({ worldId, role: 'viewer', max_uses: 1 });
    const revoked = await owner.trpc.members.invite.mutate({ worldId, role: 'viewer' });
    expect(await owner.trpc.members.revokeInvite.mutate({ inviteId: revoked.id })).toMatchObject({ id: revoked.id, revoked: true });
    const late = await signUpUser(testApp.url);
    await late.trpc.members.join.mutate({ token: once.token });
    const ownerId = await userIdOf(owner);
    const before = await historyLength();

    expect(await refusal(stranger.trpc.members.join.mutate({ token: once.token }))).toEqual({
      code: 'CONFLICT',
      message: 'This invite has been used as many times as it allows.',
    });
    expect(await refusal(stranger.trpc.members.join.mutate({ token: revoked.token }))).toEqual({ code: 'CONFLICT', message: 'This invite was revoked.' });
    const again = await owner.trpc.members.invite.mutate({ worldId, role: 'player' });
    expect(await refusal(player.trpc.members.join.mutate({ token: again.token }))).toEqual({
      code: 'CONFLICT',
      message: 'You are already a member of this world.',
    });
    const afterInvite = await historyLength();
    expect((await refusal(stranger.trpc.members.join.mutate({ token: 'x'.repeat(43) }))).code).toBe('NOT_FOUND');
    expect((await refusal(stranger.trpc.members.join.mutate({ token: 'not a token' }))).code).toBe('BAD_REQUEST');
    expect(await refusal(owner.trpc.members.remove.mutate({ worldId, userId: ownerId }))).toEqual({
      code: 'CONFLICT',
      message: 'The owner cannot be removed or given another role.',
    });
    expect((await refusal(owner.trpc.members.setRole.mutate({ worldId, userId: ownerId, role: 'viewer' }))).code).toBe('CONFLICT');
    expect(await refusal(owner.trpc.members.setRole.mutate({ worldId, userId: await userIdOf(viewer), role: 'king' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'There is no role "king": use co-author, player or viewer.',
    });
    expect((await refusal(owner.trpc.members.setRole.mutate({ worldId, userId: await userIdOf(viewer), role: 'owner' }))).code).toBe('BAD_REQUEST');
    expect((await refusal(owner.trpc.members.invite.mutate({ worldId, role: 'owner' as never }))).code).toBe('BAD_REQUEST');
    expect((await refusal(owner.trpc.members.leave.mutate(worldId))).code).toBe('CONFLICT');
    expect(afterInvite).toBe(before + 1);
    expect(await historyLength()).toBe(afterInvite);
  });

  it('changes roles, and a removed or departed member loses access at once', async () => {
    const viewerId = await userIdOf(viewer);
    expect(await owner.trpc.members.setRole.mutate({ worldId, userId: viewerId, role: 'co-author' })).toMatchObject({ user_id: viewerId, role: 'co-author' });
    await viewer.trpc.location.create.mutate({ world_id: worldId, name: 'Saltmere', type: 'city' });
    const remaining = await owner.trpc.members.remove.mutate({ worldId, userId: await userIdOf(coAuthor) });
    expect(remaining.map((member) => member.email)).not.toContain(coAuthor.email);
    expect((await refusal(coAuthor.trpc.world.get.query(worldId))).code).toBe('NOT_FOUND');
    expect((await refusal(coAuthor.trpc.location.list.query({ worldId }))).code).toBe('NOT_FOUND');
    expect((await coAuthor.trpc.world.list.query()).map((world) => world.id)).not.toContain(worldId);

    expect(await viewer.trpc.members.leave.mutate(worldId)).toEqual({ worldId });
    expect((await refusal(viewer.trpc.world.getWorldState.query({ worldId }))).code).toBe('NOT_FOUND');
  });

  it('keeps membership in the world’s history, each change with its actor', async () => {
    const history = await owner.trpc.audit.history.query({ worldId, order: 'oldest', limit: 100, types: ['MemberJoined', 'MemberRemoved', 'MemberLeft'] });
    expect(history.items.map((entry) => [entry.type, entry.summary])).toEqual([
      ['MemberJoined', 'A player joined'],
      ['MemberJoined', 'A co-author joined'],
      ['MemberJoined', 'A viewer joined'],
      ['MemberJoined', 'A viewer joined'],
      ['MemberRemoved', 'A member was removed'],
      ['MemberLeft', 'A member left'],
    ]);
    expect(history.items.every((entry) => entry.actor.kind === 'user' && entry.source === 'web')).toBe(true);
  });

  it('attributes a player’s action to their character, auto-advances once every player acted, and lets a player record nothing else', async () => {
    const story = (await owner.trpc.world.create.mutate({ name: 'Saltmere', description: 'A harbour town' })).id;
    await owner.trpc.world.seedWorld.mutate({ worldId: story });
    for (let attempt = 0; attempt < 200 && (await owner.trpc.character.list.query({ worldId: story })).length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await owner.trpc.world.createNewArc.mutate({ worldId: story, storyIdea: 'The tide does not come back' });
    const invite = await owner.trpc.members.invite.mutate({ worldId: story, role: 'player' });
    await player.trpc.members.join.mutate({ token: invite.token });
    const hero = await player.trpc.character.create.mutate({ world_id: story, name: 'Wren', type: 'player', story_role: 'major' });
    const beatIndex = async () => (await owner.trpc.world.getWorldState.query({ worldId: story })).currentBeats.map((beat) => beat.beat_index);
    expect(await beatIndex()).toEqual([0]);
    await owner.trpc.world.setAutoAdvance.mutate({ worldId: story, enabled: true });
    const action = await player.trpc.world.recordWorldEvent.mutate({ world_id: story, event_type: 'player_action', description: 'Wren rows out to sea' });
    expect(action).toMatchObject({ event_type: 'player_action', description: 'Wren rows out to sea', character_id: hero.id });
    // The only player has acted: the arc moved on by itself, as the owner, and the history says so.
    expect(await beatIndex()).toEqual([0, 1]);
    const [progressed] = (await owner.trpc.audit.history.query({ worldId: story, types: ['BeatGenerated'], limit: 1 })).items;
    expect(progressed).toMatchObject({ actor: { kind: 'system', id: 'auto-advance' } });
    expect(
      await refusal(player.trpc.world.recordWorldEvent.mutate({ world_id: story, event_type: 'world_event', description: 'A storm' })),
    ).toEqual({ code: 'FORBIDDEN', message: 'A player can record only player_action events.' });
    expect((await owner.trpc.world.recordWorldEvent.mutate({ world_id: story, event_type: 'world_event', description: 'A storm' })).character_id).toBeNull();
  });

  it('forks into a world of the forker’s alone: no members, no invites', async () => {
    const fork = await owner.trpc.audit.fork.mutate({ worldId });
    expect((await owner.trpc.members.list.query(fork.world_id)).map(({ email, role }) => ({ email, role }))).toEqual([{ email: owner.email, role: 'owner' }]);
    expect(await owner.trpc.members.invites.query(fork.world_id)).toEqual([]);
    expect((await refusal(player.trpc.world.get.query(fork.world_id))).code).toBe('NOT_FOUND');
    // The player's character is in the fork, played by nobody.
    expect((await owner.trpc.character.list.query({ worldId: fork.world_id })).map((character) => character.name)).toContain('Wren');
  });
});
