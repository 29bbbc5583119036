import type { Arc, GeneratedBeat, GenerateBeatInput, StartArcInput, StartArcOutput, World, WorldStateView, WorldUsage } from '@worldloom/contracts';
import { restUser, servedDocument, until } from '#test/rest/support/rest-test-app';
import type { RestClient } from '#test/rest/support/rest-client';
import { startTestApp, type TestApp } from '#test/support/test-app';
import { ProceduralStoryGenerator } from '../../../story-generator/procedural/procedural-story-generator';
import type { Generated, Review } from '../../../story-generator/story-generator.port';
import { storedEvents, streamLength } from '../../living-world.test-support';

/**
 * The offline generator passing for a paid model: its answers are the procedural ones, but their provenance names
 * gpt-4o-mini and the tokens it would have counted, so every call costs the world money by the price table. It
 * counts the calls that reach it: the "model" a spent budget must not ask.
 */
class PaidGenerator extends ProceduralStoryGenerator {
  asked = 0;

  private paid<Output>(generated: Generated<Output>): Generated<Output> {
    this.asked += 1;
    return { ...generated, provenance: { ...generated.provenance, provider: 'openai', model: 'gpt-4o-mini', inputTokens: 20_000, outputTokens: 4_000 } };
  }

  override async seedLocations(...args: Parameters<ProceduralStoryGenerator['seedLocations']>) {
    return this.paid(await super.seedLocations(...args));
  }

  override async seedFactions(...args: Parameters<ProceduralStoryGenerator['seedFactions']>) {
    return this.paid(await super.seedFactions(...args));
  }

  override async seedCharacters(...args: Parameters<ProceduralStoryGenerator['seedCharacters']>) {
    return this.paid(await super.seedCharacters(...args));
  }

  override async startArc(input: StartArcInput, review?: Review<StartArcOutput>) {
    return this.paid(await super.startArc(input, review));
  }

  override async generateBeat(input: GenerateBeatInput, review?: Review<GeneratedBeat>) {
    return this.paid(await super.generateBeat(input, review));
  }
}

/**
 * Issue 15 item 4 on the story routes: a world whose monthly budget is spent is answered 402 BUDGET_EXCEEDED by
 * REST progress (with or without review mode) and by REST create arc, before the generator is asked, and nothing
 * is appended: the arc keeps its beats, the world its arcs.
 */
describe('a spent budget stops the story routes before the model is asked', () => {
  const generator = new PaidGenerator();
  let app: TestApp;
  let rest: RestClient;
  let apiKey: string;

  async function seededWorld(name: string): Promise<World> {
    const { body: world } = await rest.post<World>('/api/worlds', { name, description: 'A steampunk harbour of clockwork and smoke' });
    await rest.post(`/api/worlds/${world.id}/seed`);
    // Seeding appends in the background: wait for its end, so nothing else writes to the stream.
    await until(async () => (await storedEvents(app, world.id)).some((event) => event.type === 'WorldSeeded'));
    return world;
  }

  /** The world's budget set below what it already spent this month. */
  async function spendBudget(worldId: string): Promise<number> {
    const { body: usage } = await rest.get<WorldUsage>(`/api/worlds/${worldId}/usage`);
    const spent = usage.budget.spent_this_month_usd;
    expect(spent).toBeGreaterThan(0);
    const set = await rest.put(`/api/worlds/${worldId}/budget`, { monthly_budget_usd: spent / 2 });
    expect(set.status).toBe(200);
    return spent;
  }

  function post(path: string, body: unknown): Promise<Response> {
    return fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify(body) });
  }

  async function expectBudgetExceeded(response: Response): Promise<void> {
    expect(response.status).toBe(402);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('BUDGET_EXCEEDED');
    expect(body.error).toMatch(/^This world's monthly budget of \$.+ is spent: \$.+ so far this month.*the model was not asked/);
  }

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, undefined, { storyGenerator: generator });
    ({ rest, apiKey } = await restUser(app.url, await servedDocument(app.url)));
  });

  afterAll(() => app.close());

  it('answers POST progress 402 BUDGET_EXCEEDED, asks no model and appends nothing; raised, the arc progresses again', async () => {
    const world = await seededWorld('Brassport');
    const { status, body: arc } = await rest.post<Arc>(`/api/worlds/${world.id}/arcs`, {});
    expect(status).toBe(201);
    await spendBudget(world.id);
    const asked = generator.asked;
    const length = await streamLength(app, world.id);
    const beats = async () => (await rest.get<WorldStateView>(`/api/worlds/${world.id}/state`)).body.currentBeats.length;
    expect(await beats()).toBe(1);

    const recentEvents = [{ event_type: 'social', impact_level: 'major', description: 'Riots at the docks' }];
    await expectBudgetExceeded(await post(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id, recentEvents }));
    expect(generator.asked).toBe(asked);
    expect(await streamLength(app, world.id)).toBe(length);
    expect(await beats()).toBe(1);
    const { rowCount } = await app.database.pool.query('SELECT 1 FROM world_events WHERE world_id = $1', [world.id]);
    expect(rowCount).toBe(0);

    // In review mode the draft is not made either.
    expect((await rest.put(`/api/worlds/${world.id}/review-mode`, { enabled: true })).status).toBe(200);
    const reviewing = await streamLength(app, world.id);
    await expectBudgetExceeded(await post(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id }));
    expect(generator.asked).toBe(asked);
    expect(await streamLength(app, world.id)).toBe(reviewing);
    expect((await app.database.pool.query('SELECT type FROM events WHERE stream_id = $1 AND type = $2', [`world-${world.id}`, 'BeatDrafted'])).rowCount).toBe(0);

    // Handed back to the server's default (none here), the world generates again.
    expect((await rest.put(`/api/worlds/${world.id}/review-mode`, { enabled: false })).status).toBe(200);
    expect((await rest.put(`/api/worlds/${world.id}/budget`, { monthly_budget_usd: null })).status).toBe(200);
    const progressed = await post(`/api/worlds/arcs/${arc.id}/progress`, { worldId: world.id });
    expect(progressed.status).toBe(200);
    expect(generator.asked).toBe(asked + 1);
    expect(await beats()).toBe(2);
  });

  it('answers POST create arc 402 BUDGET_EXCEEDED, asks no model and starts no arc', async () => {
    const world = await seededWorld('Cogsmouth');
    await spendBudget(world.id);
    const asked = generator.asked;
    const length = await streamLength(app, world.id);

    await expectBudgetExceeded(await post(`/api/worlds/${world.id}/arcs`, { storyIdea: 'The gears stop' }));
    expect(generator.asked).toBe(asked);
    expect(await streamLength(app, world.id)).toBe(length);
    const { body: state } = await rest.get<WorldStateView>(`/api/worlds/${world.id}/state`);
    expect(state.currentBeats).toEqual([]);
    expect((await storedEvents(app, world.id)).filter((event) => event.type === 'ArcStarted')).toEqual([]);
  });
});
