import type { WorldUsage } from '@worldloom/contracts';
import styles from './usage-summary.module.css';

/** Dollars as a person reads them: cents, or four places for the fractions of a cent a call costs. */
export function formatUsd(amount: number): string {
  return amount !== 0 && Math.abs(amount) < 0.01 ? `$${amount.toFixed(4)}` : `$${amount.toFixed(2)}`;
}

function budgetLine({ budget }: WorldUsage): string {
  const spent = `${formatUsd(budget.spent_this_month_usd)} spent this month`;
  if (budget.monthly_budget_usd === null) return `${spent}, no monthly budget.`;
  const whose = budget.source === 'server' ? "the server's default budget" : 'a monthly budget';
  return `${spent} of ${whose} of ${formatUsd(budget.monthly_budget_usd)}.`;
}

/** What a world's generator calls have used: calls, tokens, estimated cost, and the month against its budget. */
export function UsageSummary({ usage }: { readonly usage: WorldUsage }) {
  const { totals, budget } = usage;
  const spent = budget.remaining_usd !== null && budget.remaining_usd <= 0;
  return (
    <div className={styles.usage}>
      <dl className={styles.figures}>
        <div>
          <dt>AI calls</dt>
          <dd>{totals.calls}</dd>
        </div>
        <div>
          <dt>Tokens</dt>
          <dd>{totals.total_tokens.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Estimated cost</dt>
          <dd>{formatUsd(totals.cost_usd)}</dd>
        </div>
      </dl>
      <p className={styles.budget}>
        {budgetLine(usage)}
        {spent && <span className={styles.spent}> The budget is spent: generation stops until it is raised.</span>}
      </p>
    </div>
  );
}
