import type { EntityRef } from '../hooks/entity-vocabulary';
import styles from './entities.module.css';

/** Opens the modal of an entity another one refers to (a place's holder, a character's rival). */
export type OpenEntity = (entity: EntityRef) => void;

interface EntityLinkProps {
  readonly kind: EntityRef['kind'];
  readonly id: string;
  readonly name: string;
  readonly onOpen: OpenEntity;
}

export function EntityLink({ kind, id, name, onOpen }: EntityLinkProps) {
  return (
    <button type="button" className={styles.link} onClick={() => onOpen({ kind, id })}>
      {name}
    </button>
  );
}
