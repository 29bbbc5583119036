import { type FormEvent, useId, useState } from 'react';
import { UsageSummary } from '../../../components/usage-summary';
import { announce } from '../../../lib/announce';
import { useSetWorldBudget, useWorldUsage } from '../api/world-usage';
import { changeFailureMessage } from '../hooks/change-failure';
import styles from './world-usage.module.css';

/** Beside the arc: what the world's AI calls have cost so far, and its monthly budget, which the owner sets. */
export function WorldUsagePanel({ worldId }: { readonly worldId: string }) {
  const id = useId();
  const usage = useWorldUsage(worldId);
  const setBudget = useSetWorldBudget(worldId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const own = usage.data?.budget.world_budget_usd ?? null;
  const value = draft ?? (own === null ? '' : String(own));

  function save(monthlyBudgetUsd: number | null) {
    setError(null);
    setBudget.mutate(
      { worldId, monthlyBudgetUsd },
      {
        onSuccess: () => {
          setDraft(null);
          announce(monthlyBudgetUsd === null ? 'Monthly budget cleared.' : `Monthly budget set to $${monthlyBudgetUsd.toFixed(2)}.`);
        },
        onError: (failure) => setError(changeFailureMessage(failure, 'Failed to set the budget.')),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(value);
    if (value.trim() === '' || !Number.isFinite(amount) || amount < 0) {
      setError('The budget is a number of dollars, zero or more.');
      return;
    }
    save(amount);
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        AI usage
      </h3>
      {usage.data ? <UsageSummary usage={usage.data} /> : <p className="status-text">{usage.isError ? 'Usage is unavailable.' : 'Loading usage...'}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-budget`}>Monthly budget (USD)</label>
          <input
            id={`${id}-budget`}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={value}
            placeholder="No limit"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-secondary btn-small" disabled={setBudget.isPending}>
            Save budget
          </button>
          {own !== null && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => save(null)} disabled={setBudget.isPending}>
              Clear budget
            </button>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
