import type { ModelUsage, UsagePeriod, UsageRecord, UsageTotals, WorldBudget, WorldUsageTotals } from '@worldloom/contracts';
import type { Pool } from 'pg';

/** Reads of the usage read model (usage_records, world_budgets), shared by the usage.* queries and the budget gate. */

/** A span of time, from `from` (inclusive) to `to` (exclusive); null is open. */
export interface UsageWindow {
  readonly from: Date | null;
  readonly to: Date | null;
}

const DAY_MS = 86_400_000;

/** A day (from its start, UTC) or a moment. As an end, a day counts whole: it ends when the next one starts. */
export function usageWindow(startDate: string | undefined, endDate: string | undefined): UsageWindow {
  const isDay = (text: string) => !text.includes('T');
  const from = startDate === undefined ? null : new Date(isDay(startDate) ? `${startDate}T00:00:00.000Z` : startDate);
  const end = endDate === undefined ? null : new Date(isDay(endDate) ? `${endDate}T00:00:00.000Z` : endDate);
  const to = end === null || endDate === undefined ? null : new Date(end.getTime() + (isDay(endDate) ? DAY_MS : 1));
  return { from, to };
}

/** The start (UTC) of the calendar day, week (from Monday) or month `now` is in; null for all time. */
export function periodStart(period: UsagePeriod, now: Date): Date | null {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case 'day':
      return new Date(day);
    case 'week':
      return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'all':
      return null;
  }
}

interface RecordRow {
  id: string;
  world_id: string;
  world_name: string | null;
  task: string;
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  latency_ms: number;
  cost_usd: string;
  created_at: Date;
}

interface TotalsRow {
  calls: string;
  input_tokens: string | null;
  output_tokens: string | null;
  cost_usd: string | null;
}

function toRecord(row: RecordRow): UsageRecord {
  return {
    id: row.id,
    world_id: row.world_id,
    world_name: row.world_name,
    task: row.task,
    provider: row.provider,
    model: row.model,
    input_tokens: row.input_tokens,
    output_tokens: row.output_tokens,
    total_tokens: row.input_tokens + row.output_tokens,
    latency_ms: row.latency_ms,
    cost_usd: Number(row.cost_usd),
    created_at: row.created_at.toISOString(),
  };
}

function toTotals(row: TotalsRow | undefined): UsageTotals {
  const input = Number(row?.input_tokens ?? 0);
  const output = Number(row?.output_tokens ?? 0);
  return { calls: Number(row?.calls ?? 0), input_tokens: input, output_tokens: output, total_tokens: input + output, cost_usd: Number(row?.cost_usd ?? 0) };
}

const TOTALS = 'count(*) AS calls, sum(input_tokens) AS input_tokens, sum(output_tokens) AS output_tokens, sum(cost_usd) AS cost_usd';

/** The owner's calls in the window, of one world or all; `$1` owner, `$2` from, `$3` to, `$4` world. */
const SCOPE = `owner_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
  AND ($4::uuid IS NULL OR world_id = $4)`;

export class UsageRows {
  constructor(private readonly pool: Pool) {}

  private scope(ownerId: string, window: UsageWindow, worldId: string | null): unknown[] {
    return [ownerId, window.from, window.to, worldId];
  }

  /** Newest first. */
  async records(ownerId: string, window: UsageWindow, limit: number, worldId: string | null = null): Promise<UsageRecord[]> {
    const { rows } = await this.pool.query<RecordRow>(
      `SELECT r.id, r.world_id, w.name AS world_name, r.task, r.provider, r.model, r.input_tokens, r.output_tokens, r.latency_ms, r.cost_usd, r.created_at
       FROM (SELECT * FROM usage_records WHERE ${SCOPE} ORDER BY created_at DESC, id LIMIT $5) r
       LEFT JOIN worlds w ON w.id = r.world_id
       ORDER BY r.created_at DESC, r.id`,
      [...this.scope(ownerId, window, worldId), limit],
    );
    return rows.map(toRecord);
  }

  async totals(ownerId: string, window: UsageWindow, worldId: string | null = null): Promise<UsageTotals> {
    const { rows } = await this.pool.query<TotalsRow>(`SELECT ${TOTALS} FROM usage_records WHERE ${SCOPE}`, this.scope(ownerId, window, worldId));
    return toTotals(rows[0]);
  }

  /** Dearest first. */
  async byModel(ownerId: string, window: UsageWindow, worldId: string | null = null): Promise<ModelUsage[]> {
    const { rows } = await this.pool.query<TotalsRow & { provider: string; model: string }>(
      `SELECT provider, model, ${TOTALS} FROM usage_records WHERE ${SCOPE} GROUP BY provider, model ORDER BY sum(cost_usd) DESC, provider, model`,
      this.scope(ownerId, window, worldId),
    );
    return rows.map((row) => ({ provider: row.provider, model: row.model, ...toTotals(row) }));
  }

  /** Dearest first. */
  async byWorld(ownerId: string, window: UsageWindow): Promise<WorldUsageTotals[]> {
    const { rows } = await this.pool.query<TotalsRow & { world_id: string; world_name: string | null }>(
      `SELECT u.world_id, w.name AS world_name, u.calls, u.input_tokens, u.output_tokens, u.cost_usd
       FROM (SELECT world_id, ${TOTALS} FROM usage_records WHERE ${SCOPE} GROUP BY world_id) u
       LEFT JOIN worlds w ON w.id = u.world_id
       ORDER BY u.cost_usd DESC, u.world_id`,
      this.scope(ownerId, window, null),
    );
    return rows.map((row) => ({ world_id: row.world_id, world_name: row.world_name, ...toTotals(row) }));
  }

  /** The budget that applies to a world this month and what it has spent of it; null for no such world of the owner's (any owner's when null). */
  async budget(worldId: string, ownerId: string | null, serverDefault: number | null, now: Date): Promise<WorldBudget | null> {
    const { rows } = await this.pool.query<{ monthly_budget_usd: string | null; spent: string | null }>(
      `SELECT b.monthly_budget_usd,
              (SELECT sum(cost_usd) FROM usage_records WHERE world_id = b.world_id AND created_at >= $3) AS spent
       FROM world_budgets b WHERE b.world_id = $1 AND ($2::uuid IS NULL OR b.owner_id = $2)`,
      [worldId, ownerId, periodStart('month', now)],
    );
    const row = rows[0];
    if (!row) return null;
    const own = row.monthly_budget_usd === null ? null : Number(row.monthly_budget_usd);
    const applies = own ?? serverDefault;
    const spent = Number(row.spent ?? 0);
    return {
      monthly_budget_usd: applies,
      source: own !== null ? 'world' : serverDefault !== null ? 'server' : 'none',
      world_budget_usd: own,
      spent_this_month_usd: spent,
      remaining_usd: applies === null ? null : Math.round((applies - spent) * 1e8) / 1e8,
    };
  }

  /** What a call of this task costs this world, by its latest ones (up to ten); 0 before the first. */
  async expectedCost(worldId: string, task: string): Promise<number> {
    const { rows } = await this.pool.query<{ cost: string | null }>(
      `SELECT avg(cost_usd) AS cost FROM (SELECT cost_usd FROM usage_records WHERE world_id = $1 AND task = $2 ORDER BY created_at DESC LIMIT 10) recent`,
      [worldId, task],
    );
    return Number(rows[0]?.cost ?? 0);
  }
}
