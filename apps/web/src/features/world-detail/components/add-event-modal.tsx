import { TRPCClientError } from '@trpc/client';
import { FORM_IMPACT_LEVELS, FORM_WORLD_EVENT_TYPES } from '@worldloom/contracts/vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { announce } from '../../../lib/announce';
import { playEffect } from '../../../lib/audio/audio-player';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useRecordWorldEvent } from '../api/beat-events';
import {
  DEFAULT_EVENT_TYPE,
  DEFAULT_IMPACT_LEVEL,
  eventTypeLabel,
  type FormEventType,
  type FormImpactLevel,
  impactLabel,
  NO_CURRENT_BEAT_MESSAGE,
} from '../hooks/event-vocabulary';
import styles from './panels.module.css';

interface AddEventModalProps {
  readonly open: boolean;
  readonly worldId: string;
  readonly hasBeats: boolean;
  readonly onClose: () => void;
  readonly onRecorded: () => void;
}

export function AddEventModal({ open, worldId, hasBeats, onClose, onRecorded }: AddEventModalProps) {
  // A player records their own character's actions only.
  const { recordsActions } = useWorldAccess();
  return (
    <Modal open={open} title={recordsActions ? 'Record an Action' : 'Add World Event'} onClose={onClose}>
      <AddEventForm worldId={worldId} hasBeats={hasBeats} onCancel={onClose} onRecorded={onRecorded} />
    </Modal>
  );
}

interface AddEventFormProps {
  readonly worldId: string;
  readonly hasBeats: boolean;
  readonly onCancel: () => void;
  readonly onRecorded: () => void;
}

/** An event joins the current beat and shapes the next one; the description is required (SPEC.md §5). */
function AddEventForm({ worldId, hasBeats, onCancel, onRecorded }: AddEventFormProps) {
  const [eventType, setEventType] = useState<FormEventType>(DEFAULT_EVENT_TYPE);
  const [impactLevel, setImpactLevel] = useState<FormImpactLevel>(DEFAULT_IMPACT_LEVEL);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const record = useRecordWorldEvent();
  const id = useId();
  const allowed = useWorldAccess().eventTypes;
  const eventTypes = allowed.length > 0 ? allowed : FORM_WORLD_EVENT_TYPES;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!description.trim()) return;
    if (!hasBeats) {
      setAlert(NO_CURRENT_BEAT_MESSAGE);
      return;
    }
    setAlert(null);
    record.mutate(
      { world_id: worldId, event_type: eventType, impact_level: impactLevel, description: description.trim() },
      {
        onSuccess: () => {
          playEffect('add_event');
          // The dialog closes and hands the focus back to the button that opened it.
          announce(`Event recorded: ${eventTypeLabel(eventType)}, ${impactLabel(impactLevel)} impact.`);
          setEventType(DEFAULT_EVENT_TYPE);
          setImpactLevel(DEFAULT_IMPACT_LEVEL);
          setDescription('');
          onRecorded();
        },
        onError: (error) =>
          setAlert(error instanceof TRPCClientError && error.message === NO_CURRENT_BEAT_MESSAGE ? NO_CURRENT_BEAT_MESSAGE : 'Failed to record event.'),
      },
    );
  }

  return (
    <form className={styles.modalForm} onSubmit={submit}>
      {alert && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{alert}</span>
        </p>
      )}
      <div className={styles.fieldRow}>
        <div className="field">
          <label htmlFor={`${id}-type`}>Event Type</label>
          <select id={`${id}-type`} value={eventType} data-autofocus onChange={(event) => setEventType(event.target.value as FormEventType)}>
            {eventTypes.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-impact`}>Impact Level</label>
          <select id={`${id}-impact`} value={impactLevel} onChange={(event) => setImpactLevel(event.target.value as FormImpactLevel)}>
            {FORM_IMPACT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {impactLabel(level)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          required
          maxLength={2000}
          value={description}
          placeholder="What happened? A treaty signed, a city burned, a hero vanished..."
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className={styles.formActions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={record.isPending || !description.trim()}>
          {record.isPending ? 'Adding Event...' : 'Add Event'}
        </button>
      </div>
    </form>
  );
}
