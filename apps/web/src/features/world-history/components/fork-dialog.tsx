import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { WORLD_NAME_MAX } from '@worldloom/contracts/vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useForkWorld } from '../api/fork-world';
import { type HistoryPoint, pointInput } from '../hooks/story-points';
import styles from './world-history.module.css';

interface ForkDialogProps {
  readonly open: boolean;
  readonly worldId: string;
  readonly point: HistoryPoint;
  /** Where the fork starts, in words: "just after beat 7". */
  readonly pointDescription: string;
  readonly defaultName: string;
  readonly onClose: () => void;
}

/** Names the new world, forks this one at the point, then opens the fork. */
export function ForkDialog({ open, onClose, ...form }: ForkDialogProps) {
  return (
    <Modal open={open} title="Fork this world" onClose={onClose}>
      <ForkForm {...form} onCancel={onClose} />
    </Modal>
  );
}

interface ForkFormProps extends Omit<ForkDialogProps, 'open' | 'onClose'> {
  readonly onCancel: () => void;
}

/** Mounted each time the dialog opens, so the name starts from the point's default. */
function ForkForm({ worldId, point, pointDescription, defaultName, onCancel }: ForkFormProps) {
  const fork = useForkWorld();
  const navigate = useNavigate();
  const nameId = useId();
  const hintId = useId();
  const [name, setName] = useState(defaultName);
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || fork.isPending) return;
    fork.mutate(
      { worldId, name: name.trim(), ...pointInput(point) },
      { onSuccess: (copy) => void navigate({ to: '/app/worlds/$worldId', params: { worldId: copy.world_id } }) },
    );
  }

  return (
    <form className={styles.forkForm} onSubmit={submit} aria-label="Fork this world">
      <p className={styles.muted}>
        The new world starts as this one was {pointDescription}, with its history up to then. This world stays as it is.
      </p>
      <div className="field">
        <label htmlFor={nameId}>Name of the new world</label>
        <input
          id={nameId}
          value={name}
          maxLength={WORLD_NAME_MAX}
          required
          aria-describedby={hintId}
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={hintId} className="field-hint">
          Up to {WORLD_NAME_MAX} characters.
        </p>
      </div>
      {fork.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to fork the world.{forkFailureDetail(fork.error)}</span>
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={blank || fork.isPending}>
          {fork.isPending ? 'Forking...' : 'Fork World'}
        </button>
      </div>
    </form>
  );
}

/** A refused input says why; anything else is only "failed". */
function forkFailureDetail(error: unknown): string {
  return error instanceof TRPCClientError && error.data?.code === 'BAD_REQUEST' ? ` ${error.message}` : '';
}
