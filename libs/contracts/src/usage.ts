import { z } from 'zod';
import { Timestamp, Uuid } from './common';

/*
 * What the story generator costs (the spec's source product's `usage.*` procedures): one record per generator
 * call, with its tokens, latency and estimated cost, kept by a projection of the events' provenance.
 */

/** A day (2026-03-01, from its start in UTC) or a moment (2026-03-01T09:00:00Z). */
export const UsageDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const USAGE_RECORDS_LIMIT_DEFAULT = 50;
export const USAGE_RECORDS_LIMIT_MAX = 200;

export const UsageRecord = z.object({
  id: Uuid.describe('The generator call'),
  world_id: Uuid,
  world_name: z.string().nullable(),
  task: z.string().describe('seed_locations, generate_beat, …'),
  provider: z.string(),
  model: z.string(),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  total_tokens: z.number().int().min(0),
  latency_ms: z.number().min(0),
  cost_usd: z.number().min(0).describe('Estimated from the price table of the model'),
  created_at: Timestamp,
});
export type UsageRecord = z.infer<typeof UsageRecord>;

export const UsageTotals = z.object({
  calls: z.number().int().min(0),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  total_tokens: z.number().int().min(0),
  cost_usd: z.number().min(0),
});
export type UsageTotals = z.infer<typeof UsageTotals>;

export const ModelUsage = UsageTotals.extend({ provider: z.string(), model: z.string() });
export type ModelUsage = z.infer<typeof ModelUsage>;

export const WorldUsageTotals = UsageTotals.extend({ world_id: Uuid, world_name: z.string().nullable() });
export type WorldUsageTotals = z.infer<typeof WorldUsageTotals>;

export const GetUsageRecordsInput = z.object({
  startDate: UsageDate.optional(),
  endDate: UsageDate.optional(),
  limit: z.number().int().min(1).max(USAGE_RECORDS_LIMIT_MAX).default(USAGE_RECORDS_LIMIT_DEFAULT),
});
export type GetUsageRecordsInput = z.input<typeof GetUsageRecordsInput>;

export const UsagePeriod = z.enum(['day', 'week', 'month', 'all']);
export type UsagePeriod = z.infer<typeof UsagePeriod>;

export const GetUsageSummaryInput = z.object({ period: UsagePeriod });
export type GetUsageSummaryInput = z.infer<typeof GetUsageSummaryInput>;

/** Totals over a period (from its start, in UTC, up to now), by model and by world. */
export const UsageSummary = z.object({
  period: UsagePeriod,
  from: Timestamp.nullable().describe('Null for all time'),
  to: Timestamp,
  totals: UsageTotals,
  by_model: z.array(ModelUsage),
  by_world: z.array(WorldUsageTotals),
});
export type UsageSummary = z.infer<typeof UsageSummary>;

export const CurrentMonthUsage = UsageSummary.omit({ period: true }).extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type CurrentMonthUsage = z.infer<typeof CurrentMonthUsage>;

/** A world's monthly budget: its own, else the server's default, else none; what this month has spent of it. */
export const WorldBudget = z.object({
  monthly_budget_usd: z.number().min(0).nullable().describe('The budget that applies; null: no limit'),
  source: z.enum(['world', 'server', 'none']),
  world_budget_usd: z.number().min(0).nullable().describe("The world's own budget, when set"),
  spent_this_month_usd: z.number().min(0),
  remaining_usd: z.number().nullable(),
});
export type WorldBudget = z.infer<typeof WorldBudget>;

export const GetWorldUsageInput = z.object({ worldId: Uuid, startDate: UsageDate.optional(), endDate: UsageDate.optional() });
export type GetWorldUsageInput = z.infer<typeof GetWorldUsageInput>;

export const WORLD_USAGE_RECORDS = 50;

export const WorldUsage = z.object({
  world_id: Uuid,
  from: Timestamp.nullable(),
  to: Timestamp.nullable(),
  totals: UsageTotals,
  by_model: z.array(ModelUsage),
  records: z.array(UsageRecord).describe(`The latest ${WORLD_USAGE_RECORDS} calls of the period, newest first`),
  budget: WorldBudget,
});
export type WorldUsage = z.infer<typeof WorldUsage>;

/** GET /api/worlds/{worldId}/usage */
export const WorldUsageQuery = GetWorldUsageInput.omit({ worldId: true });
export type WorldUsageQuery = z.infer<typeof WorldUsageQuery>;

export const SetWorldBudgetInput = z.object({
  worldId: Uuid,
  monthlyBudgetUsd: z.number().min(0).max(1_000_000).nullable().describe("US dollars a month; null: the server's default"),
});
export type SetWorldBudgetInput = z.infer<typeof SetWorldBudgetInput>;

/** PUT /api/worlds/{worldId}/budget */
export const WorldBudgetBody = z.object({ monthly_budget_usd: SetWorldBudgetInput.shape.monthlyBudgetUsd });
export type WorldBudgetBody = z.infer<typeof WorldBudgetBody>;
