import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UsageRecord, World, WorldUsage } from '@worldloom/contracts';
import { restUser, servedDocument } from '#test/rest/support/rest-test-app';
import type { RestClient } from '#test/rest/support/rest-client';
import { startTestApp, type TestApp, type SignedInUser } from '#test/support/test-app';
import { rpcFailure, storedEvents, streamLength } from '../../living-world.test-support';

/** gpt-4o-mini's list price (USD per million tokens), as the built-in price table has it. */
const PRICE = { input: 0.15, output: 0.6 };

interface Reply {
  readonly content: string;
  readonly promptTokens: number;
  readonly completionTokens: number;
}

/** A chat-completions answer as OpenAI sends it, with the token counts its `usage` reports. */
function send(response: ServerResponse, { content, promptTokens, completionTokens }: Reply): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-loopback',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    }),
  );
}

const enrichment = (description: string) => JSON.stringify({ description, tags: ['harbour', 'fog'] });

/**
 * The app with STORY_GENERATOR=openai against a loopback server speaking OpenAI's chat-completions API: every
 * generator call leaves one usage record with the tokens the server reported (retries added up), its latency
 * and its cost by the price table; a spent budget stops the next call before the server is asked.
 */
describe('AI usage and budgets, with the OpenAI API on a loopback server', () => {
  let server: Server;
  let replies: Reply[] = [];
  let requests = 0;
  let app: TestApp;
  let alice: SignedInUser;
  let rest: RestClient;
  let apiKey: string;
  let world: World;
  let locationId: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        requests += 1;
        const reply = replies.shift();
        if (reply) send(response, reply);
        else response.writeHead(500).end(JSON.stringify({ error: { message: 'no reply queued' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    app = await startTestApp({
      STORY_GENERATOR: 'openai',
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: baseUrl,
      OPENAI_MODEL: 'gpt-4o-mini',
      STORY_GENERATOR_TIMEOUT_MS: '10000',
    });
    ({ user: alice, rest, apiKey } = await restUser(app.url, await servedDocument(app.url)));
    world = await alice.trpc.world.create.mutate({ name: 'Fogmouth', description: 'A harbour town lost in fog' });
    locationId = (await alice.trpc.location.create.mutate({ world_id: world.id, name: 'The Old Quay', type: 'city' })).id;
  });

  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('records each call once, with the tokens the server counted, its latency and its estimated cost', async () => {
    replies = [{ content: enrichment('Fog rolls over the quay.'), promptTokens: 1200, completionTokens: 80 }];
    await alice.trpc.location.enrichWithAI.mutate({ locationId, worldContext: 'Smugglers run the fog' });
    // A try whose answer breaks the contract costs tokens too: they add up on the call that then succeeds.
    replies = [
      { content: JSON.stringify({ description: '', tags: [] }), promptTokens: 1000, completionTokens: 5 },
      { content: enrichment('The quay creaks under new cargo.'), promptTokens: 1300, completionTokens: 90 },
    ];
    await alice.trpc.location.enrichWithAI.mutate({ locationId, worldContext: 'A new trade opens' });

    const records = await alice.trpc.usage.getRecords.query({ limit: 10 });
    expect(records).toHaveLength(2);
    const cost = (input: number, output: number) => Math.round(((input * PRICE.input + output * PRICE.output) / 1e6) * 1e8) / 1e8;
    expect(records.map(({ task, provider, model, input_tokens, output_tokens, cost_usd, world_name }) => ({ task, provider, model, input_tokens, output_tokens, cost_usd, world_name }))).toEqual([
      { task: 'enrich_location', provider: 'openai', model: 'gpt-4o-mini', input_tokens: 2300, output_tokens: 95, cost_usd: cost(2300, 95), world_name: 'Fogmouth' },
      { task: 'enrich_location', provider: 'openai', model: 'gpt-4o-mini', input_tokens: 1200, output_tokens: 80, cost_usd: cost(1200, 80), world_name: 'Fogmouth' },
    ]);
    expect(records.every((record: UsageRecord) => record.latency_ms > 0)).toBe(true);

    // The event's provenance carries the same usage; the history shows it.
    const stored = (await storedEvents(app, world.id)).filter((event) => event.metadata.provider === 'openai');
    expect(stored.at(-1)?.metadata).toMatchObject({ model: 'gpt-4o-mini', inputTokens: 2300, outputTokens: 95, task: 'enrich_location' });

    const summary = await alice.trpc.usage.getSummary.query({ period: 'month' });
    expect(summary.totals).toEqual({ calls: 2, input_tokens: 3500, output_tokens: 175, total_tokens: 3675, cost_usd: cost(2300, 95) + cost(1200, 80) });
    expect(summary.by_world).toEqual([expect.objectContaining({ world_id: world.id, world_name: 'Fogmouth', calls: 2 })]);
    expect(await alice.trpc.usage.getCurrentMonth.query()).toMatchObject({ month: new Date().toISOString().slice(0, 7), totals: summary.totals });
    expect((await alice.trpc.usage.getSummary.query({ period: 'day' })).totals.calls).toBe(2);
    expect(await alice.trpc.usage.getRecords.query({ startDate: '2001-01-01', endDate: '2001-01-31', limit: 10 })).toEqual([]);

    const usage = await rest.get<WorldUsage>(`/api/worlds/${world.id}/usage`);
    expect(usage).toMatchObject({ status: 200, body: { totals: summary.totals, by_model: [expect.objectContaining({ model: 'gpt-4o-mini', calls: 2 })] } });
  });

  it('stops a call the budget cannot pay for before the model is asked: BUDGET_EXCEEDED, REST 402, nothing appended', async () => {
    const spent = (await alice.trpc.usage.getWorldUsage.query({ worldId: world.id })).budget.spent_this_month_usd;
    expect(await alice.trpc.world.setBudget.mutate({ worldId: world.id, monthlyBudgetUsd: spent / 2 })).toMatchObject({
      source: 'world',
      monthly_budget_usd: spent / 2,
      remaining_usd: expect.any(Number),
    });
    const asked = requests;
    const length = await streamLength(app, world.id);
    replies = [{ content: enrichment('Never written.'), promptTokens: 10, completionTokens: 10 }];

    const failure = await rpcFailure(alice.trpc.location.enrichWithAI.mutate({ locationId, worldContext: 'One more try' }));
    expect(failure).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(failure.message).toMatch(/^This world's monthly budget of \$.+ is spent: \$.+ so far this month.*the model was not asked/);
    const created = await fetch(`${app.url}/api/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ world_id: world.id, name: 'Lantern Row', type: 'city', status: 'stable', enrich: true }),
    });
    expect(created.status).toBe(402);
    expect(await created.json()).toMatchObject({ code: 'BUDGET_EXCEEDED', error: expect.stringContaining('monthly budget') });
    expect(requests).toBe(asked);
    expect(await streamLength(app, world.id)).toBe(length);

    // Raised (or handed back to the server's default, here none), the world generates again.
    await alice.trpc.world.setBudget.mutate({ worldId: world.id, monthlyBudgetUsd: null });
    await alice.trpc.location.enrichWithAI.mutate({ locationId, worldContext: 'One more try' });
    expect(requests).toBe(asked + 1);
  });
});
