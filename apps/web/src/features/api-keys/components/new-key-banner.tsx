import { useEffect, useRef } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { ShieldIcon } from '../../../components/icons';
import type { CreatedKey } from './create-key-form';
import styles from './api-keys.module.css';

/** The full key, shown this once: the server keeps only its hash. */
export function NewKeyBanner({ createdKey, onDismiss }: { createdKey: CreatedKey; onDismiss: () => void }) {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => banner.current?.focus(), [createdKey]);

  return (
    <section ref={banner} tabIndex={-1} className={styles.newKey} aria-labelledby="new-key-heading">
      <div className={styles.newKeyHeader}>
        <ShieldIcon />
        <h2 id="new-key-heading" className={styles.newKeyTitle}>
          Your new API key “{createdKey.name}”
        </h2>
      </div>
      <p className={styles.newKeyWarning}>Copy it now: this is the only time the full key is shown. Store it somewhere safe.</p>
      <div className={styles.keyValueRow}>
        <code className={styles.keyValue} data-testid="new-api-key">
          {createdKey.key}
        </code>
        <CopyButton text={createdKey.key} label="Copy API key" />
      </div>
      <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
        I have stored it safely
      </button>
    </section>
  );
}
