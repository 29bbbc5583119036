import { InvitePreview } from '@worldloom/contracts';
import { type LivingWorldApp, rpcFailure, startLivingWorldApp } from '../../living-world.test-support';

describe('members.previewInvite and GET /api/invites/{token}/preview', () => {
  let app: LivingWorldApp;

  beforeAll(async () => {
    app = await startLivingWorldApp();
  });

  afterAll(() => app.close());

  it("shows anyone holding the token the world's name and the role, before joining, and changes nothing", async () => {
    const world = await app.alice.trpc.world.create.mutate({ name: 'Saltmarsh', description: 'Reed beds and smugglers' });
    const invite = await app.alice.trpc.members.invite.mutate({ worldId: world.id, role: 'player', max_uses: 1 });
    const preview = InvitePreview.parse(await app.bob.trpc.members.previewInvite.query({ token: invite.token }));
    expect(preview).toEqual({ worldId: world.id, worldName: 'Saltmarsh', role: 'player' });
    expect(await app.alice.trpc.members.invites.query(world.id)).toEqual([expect.objectContaining({ id: invite.id, uses_left: 1, revoked: false })]);
    expect(await app.alice.trpc.members.list.query(world.id)).toHaveLength(1);

    const { key } = await app.bob.trpc.auth.apiKeys.create.mutate({ name: 'preview' });
    const response = await fetch(`${app.testApp.url}/api/invites/${invite.token}/preview`, { headers: { 'x-api-key': key } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ world_id: world.id, world_name: 'Saltmarsh', role: 'player' });
  });

  it('answers NOT_FOUND for a token no invite has, and BAD_REQUEST for one that is no token', async () => {
    expect(await rpcFailure(app.bob.trpc.members.previewInvite.query({ token: 'A'.repeat(43) }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Invite not found',
    });
    expect(await rpcFailure(app.bob.trpc.members.previewInvite.query({ token: 'short' }))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('world.getAutoAdvance', () => {
  let app: LivingWorldApp;

  beforeAll(async () => {
    app = await startLivingWorldApp();
  });

  afterAll(() => app.close());

  it('reads the setting as the owner last set it (off by default), for every member, and NOT_FOUND for anyone else', async () => {
    const world = await app.alice.trpc.world.create.mutate({ name: 'Clockwork Bay', description: 'Gears and tides' });
    expect(await app.alice.trpc.world.getAutoAdvance.query(world.id)).toEqual({ enabled: false });
    expect(await rpcFailure(app.bob.trpc.world.getAutoAdvance.query(world.id))).toMatchObject({ code: 'NOT_FOUND' });

    await app.alice.trpc.world.setAutoAdvance.mutate({ worldId: world.id, enabled: true });
    const { token } = await app.alice.trpc.members.invite.mutate({ worldId: world.id, role: 'viewer' });
    await app.bob.trpc.members.join.mutate({ token });
    expect(await app.alice.trpc.world.getAutoAdvance.query(world.id)).toEqual({ enabled: true });
    expect(await app.bob.trpc.world.getAutoAdvance.query(world.id)).toEqual({ enabled: true });

    await app.alice.trpc.world.setAutoAdvance.mutate({ worldId: world.id, enabled: false });
    expect(await app.bob.trpc.world.getAutoAdvance.query(world.id)).toEqual({ enabled: false });
  });
});
