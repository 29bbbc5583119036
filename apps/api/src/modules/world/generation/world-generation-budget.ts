import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { BudgetExceededError } from '#platform/errors/budget-exceeded.error';
import { APP_CONFIG } from '#platform/config/config';
import { PG_POOL } from '#platform/database/database.module';
import { type GenerationBudget, parseStoryGeneratorSettings } from '#story-generator';
import { UsageRows } from '../queries/usage-rows';

/** Dollars as a person reads them: cents, or the first figures of a fraction of one. */
export function dollars(amount: number): string {
  return amount >= 0.01 || amount === 0 ? `$${amount.toFixed(2)}` : `$${amount.toPrecision(2)}`;
}

/**
 * The world's monthly budget, asked before every generator call (story-generator's metering): the world's own,
 * else the server's default (WORLD_MONTHLY_BUDGET_USD). A call that would take this month's spending past it
 * is refused with BUDGET_EXCEEDED before the model is asked: spent so far plus what the task's latest calls
 * cost this world. A world with none yet may make its first.
 */
@Injectable()
export class WorldGenerationBudget implements GenerationBudget {
  private readonly rows: UsageRows;
  readonly serverDefault: number | null;

  constructor(@Inject(PG_POOL) pool: Pool, @Inject(APP_CONFIG) config: Readonly<Record<string, unknown>>) {
    this.rows = new UsageRows(pool);
    this.serverDefault = parseStoryGeneratorSettings(config).WORLD_MONTHLY_BUDGET_USD ?? null;
  }

  async assertWithin(worldId: string, task: string): Promise<void> {
    const budget = await this.rows.budget(worldId, null, this.serverDefault, new Date());
    const limit = budget?.monthly_budget_usd ?? null;
    if (budget === null || limit === null) return;
    const spent = budget.spent_this_month_usd;
    const expected = await this.rows.expectedCost(worldId, task);
    // Spent to the last cent is spent, though a free generator (which never spends) may go on at a budget of 0.
    if (spent + expected <= limit && !(spent > 0 && spent >= limit)) return;
    const call = expected > 0 ? `, and a ${task} call costs about ${dollars(expected)}` : '';
    throw new BudgetExceededError(
      `This world's monthly budget of ${dollars(limit)} is spent: ${dollars(spent)} so far this month${call}. ` +
        'Nothing was generated and the model was not asked; raise the budget or wait for next month.',
    );
  }
}
