import type { BeatChange } from '@worldloom/contracts';
import { useId } from 'react';
import { useBeatChanges } from '../api/beat-changes';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { EntityLink, type OpenEntity } from './entity-link';
import styles from './arc-panel.module.css';

interface BeatChangesProps {
  readonly beatId: string;
  /** Whether the entity is still in the world (one removed since cannot be opened). */
  readonly exists: (entity: EntityRef) => boolean;
  readonly onOpen: OpenEntity;
}

/** "What changed": a beat's consequences in plain words, each entity named a link to its modal. */
export function BeatChanges({ beatId, exists, onOpen }: BeatChangesProps) {
  const changes = useBeatChanges(beatId);
  const titleId = useId();
  return (
    <div className={styles.changes} data-testid="beat-changes">
      <h4 id={titleId} className={styles.beatListTitle}>
        What changed
      </h4>
      {changes.isPending ? (
        <p className="status-text">Loading what changed...</p>
      ) : changes.isError ? (
        <p className={styles.none}>What this beat changed could not be loaded.</p>
      ) : changes.data.length === 0 ? (
        <p className={styles.none}>Nothing in the world changed in this beat.</p>
      ) : (
        <ul className={styles.changeList} aria-labelledby={titleId}>
          {changes.data.map((change, index) => (
            <li key={index} data-change-kind={change.kind}>
              <ChangeWords change={change} exists={exists} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ChangeWords({ change, exists, onOpen }: { change: BeatChange } & Omit<BeatChangesProps, 'beatId'>) {
  return change.parts.map((part, index) => {
    if ('text' in part) return part.text;
    const { kind, id, name } = part.entity;
    return exists({ kind, id }) ? <EntityLink key={index} kind={kind} id={id} name={name} onOpen={onOpen} /> : <strong key={index}>{name}</strong>;
  });
}
