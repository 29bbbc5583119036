import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { useCreateApiKey } from '../api/api-keys';
import styles from './api-keys.module.css';

export interface CreatedKey {
  readonly name: string;
  readonly key: string;
}

/** SPEC.md §5: never, 30 days, 90 days or 1 year (365 days). */
const EXPIRATIONS = [
  { value: 'never', label: 'Never', days: null },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
] as const;

type Expiration = (typeof EXPIRATIONS)[number]['value'];

export function CreateKeyForm({ onCreated, onCancel }: { onCreated: (key: CreatedKey) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [expiration, setExpiration] = useState<Expiration>('never');
  const createKey = useCreateApiKey();
  const id = useId();
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    const days = EXPIRATIONS.find((option) => option.value === expiration)?.days ?? null;
    createKey.mutate(
      { name: name.trim(), expires_in_days: days },
      { onSuccess: (created) => onCreated({ name: created.name, key: created.key }) },
    );
  }

  return (
    <form id="create-api-key-form" className={`card ${styles.createForm}`} onSubmit={submit} aria-label="Create an API key">
      {createKey.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to create API key.</span>
        </p>
      )}
      <div className={styles.createFields}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Key name</label>
          <input
            id={`${id}-name`}
            value={name}
            required
            autoFocus
            placeholder="My game server"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-expiration`}>Expiration</label>
          <select id={`${id}-expiration`} value={expiration} onChange={(event) => setExpiration(event.target.value as Expiration)}>
            {EXPIRATIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.formActions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={blank || createKey.isPending}>
          {createKey.isPending ? 'Creating...' : 'Create Key'}
        </button>
      </div>
    </form>
  );
}
