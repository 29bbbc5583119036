import { useId } from 'react';
import { formatUsd, UsageSummary } from '../../../components/usage-summary';
import { useWorldUsage } from '../api/world-usage';
import styles from './world-history.module.css';

/** The history's account of what the AI cost: the world's calls, tokens and estimated cost, by model. */
export function HistoryUsage({ worldId }: { readonly worldId: string }) {
  const id = useId();
  const usage = useWorldUsage(worldId);
  return (
    <section className={`card ${styles.usage}`} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        AI usage
      </h3>
      {usage.data ? (
        <>
          <UsageSummary usage={usage.data} />
          {usage.data.by_model.length > 0 && (
            <ul className={styles.usageModels}>
              {usage.data.by_model.map((model) => (
                <li key={`${model.provider}/${model.model}`}>
                  {model.provider} · {model.model}: {model.calls} calls, {model.total_tokens.toLocaleString('en-US')} tokens, {formatUsd(model.cost_usd)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="status-text">{usage.isError ? 'Usage is unavailable.' : 'Loading usage...'}</p>
      )}
    </section>
  );
}
