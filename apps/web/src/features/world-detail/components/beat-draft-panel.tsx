import type { BeatDraft } from '@worldloom/contracts';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { announce, focusProduced } from '../../../lib/announce';
import { useAcceptDraft, useDiscardDraft, useEditDraft, useRegenerateDraft } from '../api/review';
import { useWorldEntities } from '../api/world-entities';
import { beatLabel } from '../hooks/arc-progress';
import { changeFailureMessage } from '../hooks/change-failure';
import { entityChoicesOf, type FieldEdits, fieldsOf, itemAt, linesOf, withFieldEdits } from '../hooks/draft-fields';
import { editedBeat, namesOf, proposedChanges } from '../hooks/proposed-changes';
import styles from './beat-draft.module.css';
import { DraftChangeRow } from './draft-change-editor';

interface BeatDraftPanelProps {
  readonly worldId: string;
  readonly draft: BeatDraft;
  /** Just drafted by Progress Story (whose button is now disabled): the draft's title takes the focus. */
  readonly focusOnMount: boolean;
  /** After the draft is accepted (the new beat is current) or discarded: the panel goes away. */
  readonly onClosed: (accepted: boolean) => void;
}

/** Review mode: the drafted beat and what it would change, with Accept, Edit, Regenerate and Discard. */
export function BeatDraftPanel({ worldId, draft, focusOnMount, onClosed }: BeatDraftPanelProps) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const entities = useWorldEntities(worldId);
  const name = useMemo(
    () => namesOf([...entities.locations, ...entities.factions, ...entities.characters], draft.consequences),
    [entities.locations, entities.factions, entities.characters, draft.consequences],
  );
  const changes = proposedChanges(draft.consequences, name);
  const accept = useAcceptDraft(worldId);
  const regenerate = useRegenerateDraft(worldId);
  const discard = useDiscardDraft(worldId);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending || regenerate.isPending || discard.isPending;
  const input = { worldId, draftId: draft.id };

  useEffect(() => {
    if (focusOnMount) focusProduced(title.current);
  }, [focusOnMount]);

  function run(action: 'accept' | 'regenerate' | 'discard') {
    if (busy) return;
    setError(null);
    const fail = (fallback: string) => (failure: unknown) => setError(changeFailureMessage(failure, fallback));
    if (action === 'accept') {
      accept.mutate(input, {
        onSuccess: (beat) => {
          announce(`Draft accepted. Current beat: ${beatLabel(beat.beat_index)}, ${beat.beat_name}.`);
          onClosed(true);
        },
        onError: fail('Failed to accept the draft.'),
      });
    } else if (action === 'regenerate') {
      regenerate.mutate(input, {
        onSuccess: (next) => {
          announce(`New draft of ${beatLabel(next.beat_index)}: ${next.beat_name}.`);
          focusProduced(title.current);
        },
        onError: fail('Failed to regenerate the draft.'),
      });
    } else {
      discard.mutate(input, {
        onSuccess: () => {
          announce('Draft discarded.');
          onClosed(false);
        },
        onError: fail('Failed to discard the draft.'),
      });
    }
  }

  return (
    <section className={styles.draft} aria-labelledby={`${id}-title`}>
      <p className={styles.eyebrow}>Draft for review · {beatLabel(draft.beat_index)}</p>
      {editing ? (
        <DraftEditForm
          key={draft.id}
          worldId={worldId}
          draft={draft}
          titleId={`${id}-title`}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => focusProduced(title.current));
          }}
        />
      ) : (
        <>
          <h3 id={`${id}-title`} className={styles.title} ref={title} tabIndex={-1}>
            {draft.beat_name}
          </h3>
          <p className={styles.description}>{draft.description}</p>
          <h4 className={styles.subtitle}>Proposed changes ({changes.length})</h4>
          {changes.length > 0 ? (
            <ul className={styles.changes}>
              {changes.map((change) => (
                <li key={change.key}>{change.label}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>This beat changes nothing in the world.</p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary btn-small" onClick={() => run('accept')} aria-disabled={busy || undefined}>
              {accept.isPending ? 'Accepting...' : 'Accept'}
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)} disabled={busy}>
              Edit
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => run('regenerate')} aria-disabled={busy || undefined}>
              {regenerate.isPending ? 'Regenerating...' : 'Regenerate'}
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => run('discard')} aria-disabled={busy || undefined}>
              Discard
            </button>
          </div>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

interface DraftEditFormProps {
  readonly worldId: string;
  readonly draft: BeatDraft;
  readonly titleId: string;
  readonly onDone: () => void;
}

/**
 * The author's version: the text, directives and storylines rewritten, any change dropped, any field of a change
 * altered (each change expands to its fields); the domain judges the result.
 */
function DraftEditForm({ worldId, draft, titleId, onDone }: DraftEditFormProps) {
  const id = useId();
  const edit = useEditDraft(worldId);
  const entities = useWorldEntities(worldId);
  const [beatName, setBeatName] = useState(draft.beat_name);
  const [description, setDescription] = useState(draft.description);
  const [directives, setDirectives] = useState(draft.world_directives.join('\n'));
  const [storylines, setStorylines] = useState(draft.emergent_storylines.join('\n'));
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());
  const [fields, setFields] = useState<FieldEdits>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  // The changes as edited so far: their words and their entity choices follow the author's edits (a renamed newcomer).
  const consequences = useMemo(() => withFieldEdits(draft.consequences, fields), [draft.consequences, fields]);
  const name = useMemo(
    () => namesOf([...entities.locations, ...entities.factions, ...entities.characters], consequences),
    [entities.locations, entities.factions, entities.characters, consequences],
  );
  const choices = useMemo(
    () => entityChoicesOf({ locations: entities.locations, factions: entities.factions, characters: entities.characters }, consequences),
    [entities.locations, entities.factions, entities.characters, consequences],
  );
  const changes = proposedChanges(consequences, name);

  function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const beat = editedBeat(draft, {
      beatName: beatName.trim(),
      description: description.trim(),
      dropped,
      consequences,
      directives: linesOf(directives),
      storylines: linesOf(storylines),
    });
    edit.mutate(
      { worldId, draftId: draft.id, beat },
      {
        onSuccess: () => {
          announce('Draft edited.');
          onDone();
        },
        onError: (failure) => setError(changeFailureMessage(failure, 'Failed to edit the draft: check that every required field is filled in.')),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Edit the draft
      </h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>Beat name</label>
        <input id={`${id}-name`} value={beatName} maxLength={100} required autoFocus onChange={(event) => setBeatName(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Beat text</label>
        <textarea id={`${id}-description`} value={description} maxLength={8000} rows={6} required onChange={(event) => setDescription(event.target.value)} />
      </div>
      <div className={styles.pair}>
        <div className="field">
          <label htmlFor={`${id}-directives`}>World directives (one per line)</label>
          <textarea id={`${id}-directives`} value={directives} rows={3} onChange={(event) => setDirectives(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-storylines`}>Emergent storylines (one per line)</label>
          <textarea id={`${id}-storylines`} value={storylines} rows={3} onChange={(event) => setStorylines(event.target.value)} />
        </div>
      </div>
      {changes.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Proposed changes: untick one to drop it, or edit it</legend>
          <ul className={styles.editChanges}>
            {changes.map((change) => (
              <DraftChangeRow
                key={change.key}
                label={change.label}
                item={itemAt(consequences, change.key) ?? {}}
                edits={fields[change.key]}
                fields={fieldsOf(consequences, change.key)}
                kept={!dropped.has(change.key)}
                open={open.has(change.key)}
                choices={choices}
                name={name}
                onKeep={(keep) => setDropped(toggled(dropped, change.key, !keep))}
                onToggle={() => setOpen(toggled(open, change.key, !open.has(change.key)))}
                onInvalid={() => setOpen((current) => toggled(current, change.key, true))}
                onField={(field, value) => setFields({ ...fields, [change.key]: { ...fields[change.key], [field]: value } })}
              />
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-small" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save edit'}
        </button>
      </div>
    </form>
  );
}
