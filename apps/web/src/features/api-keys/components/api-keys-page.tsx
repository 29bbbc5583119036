import { useState } from 'react';
import { KeyIcon, PlusIcon } from '../../../components/icons';
import { useApiKeys } from '../api/api-keys';
import styles from './api-keys.module.css';
import { CreateKeyForm, type CreatedKey } from './create-key-form';
import { KeysTable } from './keys-table';
import { NewKeyBanner } from './new-key-banner';
import { UsageGuide } from './usage-guide';

export function ApiKeysPage() {
  const keys = useApiKeys();
  const [formOpen, setFormOpen] = useState(false);
  const [createdKey, setCreatedKey] = useState<CreatedKey | null>(null);

  return (
    <div className={styles.page}>
      <header className="page-header">
        <div>
          <h1 className="page-title">API Keys</h1>
          <p className="page-subtitle">Keys let your scripts and games reach your worlds through the public REST API.</p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={formOpen}
          aria-controls="create-api-key-form"
          onClick={() => setFormOpen((open) => !open)}
        >
          <PlusIcon width={18} height={18} />
          Create API Key
        </button>
      </header>
      {formOpen && (
        <CreateKeyForm
          onCancel={() => setFormOpen(false)}
          onCreated={(key) => {
            setCreatedKey(key);
            setFormOpen(false);
          }}
        />
      )}
      {createdKey && <NewKeyBanner createdKey={createdKey} onDismiss={() => setCreatedKey(null)} />}
      <section className={`card ${styles.keys}`} aria-labelledby="your-keys-heading">
        <h2 id="your-keys-heading" className={styles.sectionTitle}>
          <KeyIcon />
          Your keys
        </h2>
        {keys.isPending && <p role="status">Loading API keys...</p>}
        {keys.isError && (
          <p role="alert" className="banner banner-error">
            Failed to load API keys.
          </p>
        )}
        {keys.data?.length === 0 && <p className="status-text">No API keys yet. Create one to start using the API.</p>}
        {keys.data && keys.data.length > 0 && <KeysTable keys={keys.data} />}
      </section>
      <UsageGuide />
    </div>
  );
}
