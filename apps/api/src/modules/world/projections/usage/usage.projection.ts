import type { PoolClient } from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import type { Projection } from '#platform/projections/projection';
import { toWorldDomainEvent, WORLD_EVENT_TYPES, worldIdOf } from '../world-domain-event';

export const USAGE_PROJECTION = 'usage';

/** One generator call, from the metadata of an event it wrote (story-generator's metering). */
interface UsageRow {
  readonly id: string;
  readonly worldId: string;
  readonly ownerId: string;
  readonly task: string;
  readonly provider: string;
  readonly model: string;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly latencyMs: number;
  readonly costUsd: number;
  readonly createdAt: string;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** The call an event came from, when a metered generator call wrote it; copies (forks, imports) carry no call id. */
function usageOf(recorded: RecordedEvent): UsageRow | null {
  const { generationId, userId, task, provider, model, inputTokens, outputTokens, latencyMs, costUsd, occurredAt } = recorded.metadata;
  if (typeof generationId !== 'string' || typeof userId !== 'string' || typeof provider !== 'string' || typeof model !== 'string') return null;
  return {
    id: generationId,
    worldId: worldIdOf(recorded),
    ownerId: userId,
    task: typeof task === 'string' ? task : 'unknown',
    provider,
    model,
    inputTokens: Math.round(count(inputTokens)),
    outputTokens: Math.round(count(outputTokens)),
    latencyMs: count(latencyMs),
    costUsd: count(costUsd),
    createdAt: typeof occurredAt === 'string' ? occurredAt : recorded.createdAt.toISOString(),
  };
}

/** A batch in at most three statements: the worlds it creates, the budgets it sets, the calls it records. */
async function applyUsage(events: readonly RecordedEvent[], tx: PoolClient): Promise<void> {
  const worlds: [string, string][] = [];
  const budgets = new Map<string, number | null>();
  const calls = new Map<string, UsageRow>();
  for (const recorded of events) {
    const event = toWorldDomainEvent(recorded);
    if (event.type === 'WorldCreated') worlds.push([worldIdOf(recorded), event.data.ownerId]);
    if (event.type === 'WorldBudgetSet') budgets.set(worldIdOf(recorded), event.data.monthlyBudgetUsd);
    const call = usageOf(recorded);
    if (call && !calls.has(call.id)) calls.set(call.id, call);
  }
  if (worlds.length > 0) {
    await tx.query(
      `INSERT INTO world_budgets (world_id, owner_id, monthly_budget_usd) SELECT world_id, owner_id, NULL FROM unnest($1::uuid[], $2::uuid[]) AS w (world_id, owner_id)
       ON CONFLICT (world_id) DO NOTHING`,
      [worlds.map(([worldId]) => worldId), worlds.map(([, ownerId]) => ownerId)],
    );
  }
  if (budgets.size > 0) {
    await tx.query(
      `UPDATE world_budgets SET monthly_budget_usd = changed.budget FROM unnest($1::uuid[], $2::numeric[]) AS changed (world_id, budget)
       WHERE world_budgets.world_id = changed.world_id`,
      [[...budgets.keys()], [...budgets.values()]],
    );
  }
  if (calls.size > 0) await insertCalls([...calls.values()], tx);
}

async function insertCalls(calls: readonly UsageRow[], tx: PoolClient): Promise<void> {
  await tx.query(
    `INSERT INTO usage_records (id, world_id, owner_id, task, provider, model, input_tokens, output_tokens, latency_ms, cost_usd, created_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::integer[],
                          $9::double precision[], $10::numeric[], $11::timestamptz[])
     ON CONFLICT (id) DO NOTHING`,
    [
      calls.map((call) => call.id),
      calls.map((call) => call.worldId),
      calls.map((call) => call.ownerId),
      calls.map((call) => call.task),
      calls.map((call) => call.provider),
      calls.map((call) => call.model),
      calls.map((call) => call.inputTokens),
      calls.map((call) => call.outputTokens),
      calls.map((call) => call.latencyMs),
      calls.map((call) => call.costUsd),
      calls.map((call) => call.createdAt),
    ],
  );
}

/**
 * What the story generator cost, one row per call (the events of one call share its generationId), and each
 * world's own monthly budget. Fed by every world event: any of them may carry a call's usage.
 */
export const usageProjection: Projection = {
  name: USAGE_PROJECTION,
  version: 1,
  canHandle: WORLD_EVENT_TYPES,
  apply: (event, tx) => applyUsage([event], tx),
  applyBatch: applyUsage,
  async reset(tx: PoolClient): Promise<void> {
    await tx.query('TRUNCATE world_budgets, usage_records');
  },
};
