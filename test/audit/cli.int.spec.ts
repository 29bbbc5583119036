import { worldStreamId } from '@worldloom/domain';
import type { WorldStateAt } from '@worldloom/contracts';
import { type LivingWorld, livingWorld } from '../../apps/api/src/modules/audit/stream/living-world.test-support';
import { EVENT_STORE, type EventStore } from '../../apps/api/src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../apps/api/src/platform/projections/projections.service';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';
import { type AuditWorld, auditWorld, userIdOf } from './support/audit-world';
import { runScript as run } from './support/run-script';

describe('command line: replay and projections:rebuild', () => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let world: AuditWorld;
  /** Every event of the living world, in the log beside the generated world's. */
  let living: LivingWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    alice = await signUpUser(testApp.url);
    world = await auditWorld(alice);
    living = livingWorld(userIdOf(alice));
    const { position } = await testApp.app.get<EventStore>(EVENT_STORE).appendToStream(worldStreamId(living.worldId), living.events, 'no_stream');
    await testApp.app.get(ProjectionsService).waitFor(position, 10_000);
  });

  afterAll(() => testApp.close());

  it('replay prints the world’s state at a revision, and at its end, with a progress bar on stderr', async () => {
    const atFive = await run('replay.ts', ['--world', world.worldId, '--to', '5'], testApp.database.url);
    expect(atFive.code).toBe(0);
    expect(JSON.parse(atFive.stdout)).toEqual(await alice.trpc.audit.stateAt.query({ worldId: world.worldId, atRevision: 5 }));
    expect(atFive.stderr).toMatch(/replay .* events .*\/s/);

    const latest = await run('replay.ts', ['--world', world.worldId], testApp.database.url);
    const { revision: _revision, occurred_at: _at, ...state } = JSON.parse(latest.stdout) as WorldStateAt;
    const { revision: _r, occurred_at: _o, ...live } = await alice.trpc.audit.stateAt.query({ worldId: world.worldId });
    expect(state).toEqual(live);

    const livingAtEnd = await run('replay.ts', ['--world', living.worldId], testApp.database.url);
    const last = living.events.length - 1;
    expect(JSON.parse(livingAtEnd.stdout)).toEqual(await alice.trpc.audit.stateAt.query({ worldId: living.worldId, atRevision: last }));
  });

  it('replay says what is wrong and exits non-zero for an unknown world or a revision past the end', async () => {
    const unknown = await run('replay.ts', ['--world', '00000000-0000-4000-8000-000000000000'], testApp.database.url);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No world 00000000-0000-4000-8000-000000000000') });
    const past = await run('replay.ts', ['--world', world.worldId, '--to', '100000'], testApp.database.url);
    expect(past).toMatchObject({ code: 1, stderr: expect.stringContaining('Revision 100000 does not exist') });
    expect((await run('replay.ts', [], testApp.database.url)).code).toBe(2);
  });

  it('projections:rebuild --verify finds the rebuilt read models equal to the live ones', async () => {
    const verified = await run('projections-rebuild.ts', ['--verify'], testApp.database.url);
    expect(verified.stdout).toContain('Verified: the rebuilt read models equal the live ones.');
    expect(verified.stdout).toMatch(/world-details at \d+\/\d+: identical/);
    // The living world's read models too: stances, ties, allegiances and character history among them.
    expect(verified.stdout).toMatch(/character_history\s+live [1-9]\d* rows [0-9a-f]{32}\s+rebuilt [1-9]\d* rows [0-9a-f]{32}\s+same/);
    expect(verified.stderr).toMatch(/world-details .*events in .* events\/s/);
    expect(verified.code).toBe(0);
  });

  it('--verify exits non-zero naming the rows that differ; a rebuild repairs them', async () => {
    await testApp.database.pool.query("UPDATE locations SET name = 'Corrupted' WHERE world_id = $1 AND id = $2", [
      world.worldId,
      world.renamedLocationId,
    ]);
    const broken = await run('projections-rebuild.ts', ['--verify', '--projection', 'world-details'], testApp.database.url);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('world-details');
    expect(broken.stdout).toMatch(/locations\s+live \d+ rows [0-9a-f]{32}\s+rebuilt \d+ rows [0-9a-f]{32}\s+1 rows differ/);
    expect(broken.stdout).toContain(`differs: {"world_id":"${world.worldId}","id":"${world.renamedLocationId}"}`);
    expect(broken.stdout).toContain('Verification FAILED');

    const rebuilt = await run('projections-rebuild.ts', [], testApp.database.url);
    expect(rebuilt.code).toBe(0);
    const location = await alice.trpc.location.get.query({ id: world.renamedLocationId });
    expect(location.name).toBe('Renamed Haven');
    const again = await run('projections-rebuild.ts', ['--verify'], testApp.database.url);
    expect(again.code).toBe(0);
    // The app's own projectors carry on from the swapped-in checkpoint.
    await alice.trpc.location.update.mutate({ id: world.renamedLocationId, name: 'Haven again' });
    expect((await alice.trpc.location.get.query({ id: world.renamedLocationId })).name).toBe('Haven again');
  });

  it('refuses an unknown projection with the names it knows', async () => {
    const unknown = await run('projections-rebuild.ts', ['--projection', 'nope'], testApp.database.url);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown projection: nope (known: worlds, world-details, seeding-jobs, beat-drafts, usage, members)') });
  });
});
