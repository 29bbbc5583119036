import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { capitalize } from '../hooks/entity-vocabulary';
import styles from './entities.module.css';

export interface EntityChanges<Status extends string = string> {
  name?: string;
  status?: Status;
  description?: string;
  leader_id?: string | null;
}

interface EntityEditFormProps<Status extends string> {
  readonly name: string;
  readonly status: Status;
  /** The entity's status first, then the ones it may change to. */
  readonly statuses: readonly Status[];
  /** Locations and characters: their description. */
  readonly description?: string;
  /** Factions: their leader, one of the world's characters. */
  readonly leader?: { readonly id: string | null; readonly choices: readonly { id: string; name: string }[] };
  readonly saving: boolean;
  readonly failed: boolean;
  /**
   * Only what changed, and no key for what did not: an unchanged status is not a transition, and an
   * undefined value would reach the server as null.
   */
  readonly onSave: (changes: EntityChanges<Status>) => void;
  readonly onCancel: () => void;
}

export function EntityEditForm<Status extends string>({
  name,
  status,
  statuses,
  description,
  leader,
  saving,
  failed,
  onSave,
  onCancel,
}: EntityEditFormProps<Status>) {
  const [values, setValues] = useState({ name, status, description: description ?? '', leaderId: leader?.id ?? '' });
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: EntityChanges<Status> = {};
    if (values.name.trim() !== name) changes.name = values.name.trim();
    if (values.status !== status) changes.status = values.status;
    if (description !== undefined && values.description.trim() !== description) changes.description = values.description.trim();
    if (leader && values.leaderId !== (leader.id ?? '')) changes.leader_id = values.leaderId || null;
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  }

  return (
    <form className={styles.editForm} onSubmit={submit} aria-label="Edit details">
      {failed && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to save changes.</span>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          required
          maxLength={100}
          value={values.name}
          data-autofocus
          autoFocus
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={values.status} onChange={(event) => setValues({ ...values, status: event.target.value as Status })}>
          {statuses.map((choice) => (
            <option key={choice} value={choice}>
              {capitalize(choice)}
            </option>
          ))}
        </select>
      </div>
      {description !== undefined && (
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            maxLength={4000}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </div>
      )}
      {leader && (
        <div className="field">
          <label htmlFor={`${id}-leader`}>Leader</label>
          <select id={`${id}-leader`} value={values.leaderId} onChange={(event) => setValues({ ...values, leaderId: event.target.value })}>
            <option value="">No leader</option>
            {leader.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || !values.name.trim()}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
