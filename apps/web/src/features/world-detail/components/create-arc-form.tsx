import type { World } from '@worldloom/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useCreateArc } from '../api/world-state';
import styles from './panels.module.css';

interface CreateArcFormProps {
  readonly world: World;
  /** After Cancel or a created arc: the form closes, and unmounting clears it. */
  readonly onClose: () => void;
  /** After the arc is created (and the form closed), with the arc's name. */
  readonly onCreated: (arcName: string) => void;
  readonly onFailure: (message: string | null) => void;
}

/** "Create New Story Arc": an optional story idea; left blank, the generator picks the story (SPEC.md §5). */
export function CreateArcForm({ world, onClose, onCreated, onFailure }: CreateArcFormProps) {
  const [storyIdea, setStoryIdea] = useState('');
  const createArc = useCreateArc(world.id);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onFailure(null);
    createArc.mutate(
      { worldId: world.id, worldName: world.name, worldDescription: world.description, storyIdea: storyIdea.trim() || null },
      {
        onSuccess: (arc) => {
          onClose();
          onCreated(arc.story_name);
        },
        onError: () => onFailure('Failed to create new arc.'),
      },
    );
  }

  return (
    <form className={styles.arcForm} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Create New Story Arc
      </h3>
      <div className="field">
        <label htmlFor={`${id}-idea`}>Story Idea (optional)</label>
        <textarea
          id={`${id}-idea`}
          value={storyIdea}
          autoFocus
          maxLength={2000}
          placeholder="Describe the story you want to tell, or leave it blank for a random arc..."
          onChange={(event) => setStoryIdea(event.target.value)}
        />
      </div>
      <div className={styles.formActions}>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={createArc.isPending}>
          {createArc.isPending ? 'Creating Arc...' : 'Create Arc'}
        </button>
      </div>
    </form>
  );
}
