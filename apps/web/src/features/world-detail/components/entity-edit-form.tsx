import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { onlyFields } from '../../../lib/world-access';
import { capitalize } from '../hooks/entity-vocabulary';
import styles from './entities.module.css';

export interface EntityChanges<Status extends string = string> {
  name?: string;
  status?: Status;
  description?: string;
  leader_id?: string | null;
  location_id?: string | null;
  motivations?: string[];
}

/** One of the world's entities to choose, or none. */
interface Choice {
  readonly id: string | null;
  readonly choices: readonly { id: string; name: string }[];
}

interface EntityEditFormProps<Status extends string> {
  readonly name: string;
  readonly status: Status;
  /** The entity's status first, then the ones it may change to. */
  readonly statuses: readonly Status[];
  /** Locations and characters: their description. */
  readonly description?: string;
  /** Factions: their leader, one of the world's characters. */
  readonly leader?: Choice;
  /** Characters: where they are, one of the world's locations. */
  readonly location?: Choice;
  /** Characters: what drives them, one per line in the form. */
  readonly motivations?: readonly string[];
  /**
   * When given, the only fields shown and sent (by their names in EntityChanges): a player's own character,
   * of which the server takes only some. Otherwise every field above the entity has.
   */
  readonly fields?: readonly string[];
  readonly saving: boolean;
  /** Why the last save failed, in words for the person (the server's own when it refused the change); null when it did not. */
  readonly failure: string | null;
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
  location,
  motivations,
  fields,
  saving,
  failure,
  onSave,
  onCancel,
}: EntityEditFormProps<Status>) {
  const [values, setValues] = useState({
    name,
    status,
    description: description ?? '',
    leaderId: leader?.id ?? '',
    locationId: location?.id ?? '',
    motivations: (motivations ?? []).join('\n'),
  });
  const id = useId();
  const shows = (field: keyof EntityChanges) => fields === undefined || fields.includes(field);
  const showsDescription = description !== undefined && shows('description');
  const showsLocation = location !== undefined && shows('location_id');
  const showsMotivations = motivations !== undefined && shows('motivations');
  // The first field shown takes the focus when the form opens.
  const autofocus = (first: boolean) => (first ? { 'data-autofocus': true, autoFocus: true } : {});

  function submit(event: FormEvent) {
    event.preventDefault();
    const all: EntityChanges<Status> = {};
    if (values.name.trim() !== name) all.name = values.name.trim();
    if (values.status !== status) all.status = values.status;
    if (description !== undefined && values.description.trim() !== description) all.description = values.description.trim();
    if (leader && values.leaderId !== (leader.id ?? '')) all.leader_id = values.leaderId || null;
    if (location && values.locationId !== (location.id ?? '')) all.location_id = values.locationId || null;
    const drives = values.motivations
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (motivations && drives.join('\n') !== motivations.join('\n')) all.motivations = drives;
    const changes = fields === undefined ? all : onlyFields(all, fields);
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  }

  return (
    <form className={styles.editForm} onSubmit={submit} aria-label="Edit details">
      {failure && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{failure}</span>
        </p>
      )}
      {shows('name') && (
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            required
            maxLength={100}
            value={values.name}
            {...autofocus(true)}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </div>
      )}
      {shows('status') && (
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
      )}
      {showsDescription && (
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            maxLength={4000}
            value={values.description}
            {...autofocus(!shows('name'))}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </div>
      )}
      {showsLocation && (
        <div className="field">
          <label htmlFor={`${id}-location`}>Location</label>
          <select
            id={`${id}-location`}
            value={values.locationId}
            {...autofocus(!shows('name') && !showsDescription)}
            onChange={(event) => setValues({ ...values, locationId: event.target.value })}
          >
            <option value="">No location</option>
            {location.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {showsMotivations && (
        <div className="field">
          <label htmlFor={`${id}-motivations`}>Motivations</label>
          <textarea
            id={`${id}-motivations`}
            aria-describedby={`${id}-motivations-hint`}
            value={values.motivations}
            onChange={(event) => setValues({ ...values, motivations: event.target.value })}
          />
          <small id={`${id}-motivations-hint`}>One per line.</small>
        </div>
      )}
      {leader && shows('leader_id') && (
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
        <button type="submit" className="btn btn-primary" disabled={saving || (shows('name') && !values.name.trim())}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
