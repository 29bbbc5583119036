import type { Location } from '@worldloom/contracts';
import { useId } from 'react';
import { useWorldAccess } from '../../../lib/use-world-access';
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

/**
 * The places with no coordinates, beside the map: their authors put them on it. A player or a viewer may not
 * move a place (location.update), so to them a place here only opens, as at a past beat.
 */
export function UnplacedPlaces({ places, editable: now, placing, onOpen }: UnplacedPlacesProps) {
  const titleId = useId();
  const hintId = useId();
  const mayPlace = useWorldAccess().may('location.update');
  if (places.length === 0) return null;
  const editable = now && mayPlace;
  const current = placing.placing;
  return (
    <div className={styles.unplaced} data-testid="unplaced-places">
      <h3 id={titleId} className={styles.legendTitle}>
        Not on the map yet ({places.length})
      </h3>
      <p id={hintId} className={styles.note}>
        {hint(now, mayPlace, current)}
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

function hint(now: boolean, mayPlace: boolean, current: ReturnType<typeof usePlacement>['placing']): string {
  if (!now) return 'These places had no place on the map then.';
  if (!mayPlace) return 'The world’s authors have not put these places on the map yet.';
  if (current?.by === 'mark') {
    return `Click the map where ${current.location.name} lies, or move the mark with the arrow keys and press Enter. Escape cancels.`;
  }
  return 'Drag a place onto the map, or choose it and then click the map where it lies.';
}
