import { type FormEvent, useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useRenameApiKey } from '../api/api-keys';
import styles from './api-keys.module.css';

export interface ListedKey {
  readonly id: string;
  readonly name: string;
  readonly key_prefix: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly expires_at: string | null;
  readonly is_active: boolean;
}

function status(apiKey: ListedKey): 'Active' | 'Expired' | 'Revoked' {
  if (apiKey.is_active) return 'Active';
  return apiKey.expires_at && new Date(apiKey.expires_at) <= new Date() ? 'Expired' : 'Revoked';
}

/** One key; rename and revoke exist for active keys only (SPEC.md §4). */
export function KeyRow({ apiKey, onRevoke }: { apiKey: ListedKey; onRevoke: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(apiKey.name);
  const rename = useRenameApiKey();
  const id = useId();
  const state = status(apiKey);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    rename.mutate({ keyId: apiKey.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
  }

  function cancel() {
    setEditing(false);
    setName(apiKey.name);
    rename.reset();
  }

  return (
    <tr className={styles.row} data-active={apiKey.is_active} data-testid="api-key-row">
      <td data-label="Name" className={styles.nameCell}>
        {editing ? (
          <form className={styles.renameForm} onSubmit={save} onKeyDown={(event) => event.key === 'Escape' && cancel()}>
            <label htmlFor={`${id}-name`} className="visually-hidden">
              New name for {apiKey.name}
            </label>
            <input id={`${id}-name`} value={name} autoFocus onChange={(event) => setName(event.target.value)} />
            <button type="submit" className="btn btn-primary btn-small" disabled={!name.trim() || rename.isPending}>
              Save
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={cancel}>
              Cancel
            </button>
            {rename.isError && (
              <p role="alert" className={styles.rowError}>
                Failed to update API key.
              </p>
            )}
          </form>
        ) : (
          <span className={styles.keyName}>{apiKey.name}</span>
        )}
      </td>
      <td data-label="Key">
        <code className={styles.prefix}>{apiKey.key_prefix}…</code>
      </td>
      <td data-label="Created">
        <time dateTime={apiKey.created_at}>{formatDate(apiKey.created_at)}</time>
      </td>
      <td data-label="Last used">
        {apiKey.last_used_at ? <time dateTime={apiKey.last_used_at}>{formatDateTime(apiKey.last_used_at)}</time> : 'Never'}
      </td>
      <td data-label="Expires">
        {apiKey.expires_at ? <time dateTime={apiKey.expires_at}>{formatDate(apiKey.expires_at)}</time> : 'Never'}
      </td>
      <td data-label="Status">
        <span className={`badge ${apiKey.is_active ? 'badge-active' : 'badge-muted'}`}>{state}</span>
      </td>
      <td data-label="Actions" className={styles.actions}>
        {apiKey.is_active && !editing && (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Rename ${apiKey.name}`}
              onClick={() => setEditing(true)}
            >
              Rename
            </button>
            <button type="button" className="btn btn-danger btn-small" aria-label={`Revoke ${apiKey.name}`} onClick={onRevoke}>
              Revoke
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
