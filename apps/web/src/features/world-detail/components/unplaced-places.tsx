import type { Location } from '@worldloom/contracts';
import { useId } from 'react';
import type { usePlacement } from '../hooks/use-placement';
import styles from './atlas.module.css';

interface UnplacedPlacesProps {
  readonly places: readonly Location[];
  /** Now: each can be dragged onto the map, or activated and then placed with a click or the keyboard. */
  readonly editable: boolean;
  readonly placing: ReturnType<typeof usePlacement>;
  /** At a past beat a place here only opens. */
  readonly onOpen: (id: string) => void;
}

/** The places with no coordinates, beside the map: their owner puts them on it. */
export function UnplacedPlaces({ places, editable, placing, onOpen }: UnplacedPlacesProps) {
  const titleId = useId();
  const hintId = useId();
  if (places.length === 0) return null;
  const current = placing.placing;
  return (
    <div className={styles.unplaced} data-testid="unplaced-places">
      <h3 id={titleId} className={styles.legendTitle}>
        Not on the map yet ({places.length})
      </h3>
      <p id={hintId} className={styles.note}>
        {!editable
          ? 'These places had no place on the map then.'
          : current?.by === 'mark'
            ? `Click the map where ${current.location.name} lies, or move the mark with the arrow keys and press Enter. Escape cancels.`
            : 'Drag a place onto the map, or choose it and then click the map where it lies.'}
      </p>
      <ul className={styles.unplacedList} aria-labelledby={titleId}>
        {places.map((location) => (
          <li key={location.id}>
            <button
              type="button"
              className={styles.unplacedItem}
              aria-describedby={hintId}
              aria-pressed={editable ? current?.location.id === location.id : undefined}
              data-testid="unplaced-place"
              {...(editable ? placing.itemHandlers(location) : { onClick: () => onOpen(location.id) })}
            >
              <span className={styles.unplacedName}>{location.name}</span>
              <span className={styles.unplacedType}>{location.type}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
