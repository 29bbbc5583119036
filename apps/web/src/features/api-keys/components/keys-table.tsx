import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon } from '../../../components/icons';
import { useRevokeApiKey } from '../api/api-keys';
import styles from './api-keys.module.css';
import { type ListedKey, KeyRow } from './key-row';

/** SPEC.md §5: the revoke confirmation. */
export const REVOKE_CONFIRMATION = 'Are you sure you want to revoke this API key? This action cannot be undone.';

export function KeysTable({ keys }: { keys: readonly ListedKey[] }) {
  const [revoking, setRevoking] = useState<ListedKey | null>(null);
  const revoke = useRevokeApiKey();

  return (
    <>
      {revoke.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to revoke API key.</span>
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((apiKey) => (
            <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        message={REVOKE_CONFIRMATION}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate({ keyId: revoking.id }, { onSettled: () => setRevoking(null) });
        }}
      />
    </>
  );
}
