import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { AlertIcon, PlusIcon } from '../../../components/icons';
import { playEffect } from '../../../lib/audio/audio-player';
import { useCreateWorld } from '../api/worlds';
import styles from './worlds.module.css';

/** "Create New World" opens the form; a created world closes and resets it, then opens the new world. */
export function CreateWorldPanel() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const createWorld = useCreateWorld();
  const navigate = useNavigate();
  const id = useId();

  function close() {
    setOpen(false);
    setName('');
    setDescription('');
    createWorld.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    createWorld.mutate(
      { name, description },
      {
        onSuccess: (world) => {
          playEffect('create_new_world');
          close();
          void navigate({ to: '/app/worlds/$worldId', params: { worldId: world.id } });
        },
      },
    );
  }

  return (
    <section className={styles.create} aria-label="Create a world">
      <button
        type="button"
        className="btn btn-primary"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <PlusIcon width={18} height={18} />
        Create New World
      </button>
      {open && (
        <form id={`${id}-form`} className={`card ${styles.createForm}`} onSubmit={submit}>
          {createWorld.isError && (
            <p role="alert" className="banner banner-error">
              <AlertIcon />
              <span>Failed to create world</span>
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-name`}>World name</label>
            <input
              id={`${id}-name`}
              required
              autoFocus
              value={name}
              placeholder="The Enchanted Kingdom"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-description`}>Description</label>
            <textarea
              id={`${id}-description`}
              required
              value={description}
              placeholder="Describe your world..."
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className={styles.formActions}>
            <button type="button" className="btn btn-ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={createWorld.isPending}>
              {createWorld.isPending ? 'Creating World...' : 'Create World'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
