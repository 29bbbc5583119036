import type { Faction } from '@worldloom/contracts';
import { LOCATION_STATUSES, LOCATION_TYPES } from '@worldloom/contracts/vocabulary';
import { capitalize } from '../hooks/entity-vocabulary';
import { PlaceSymbol } from './map-symbols';
import styles from './atlas.module.css';

/** What the map's marks and colours mean: place types, statuses, and each faction's banner. */
export function MapLegend({ factions }: { factions: readonly Faction[] }) {
  return (
    <div className={styles.legend} data-testid="map-legend">
      <h3 className={styles.legendTitle}>Legend</h3>
      <ul className={styles.legendRow} aria-label="Kinds of place">
        {LOCATION_TYPES.map((type) => (
          <li key={type}>
            <svg className={styles.icon} width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true" data-status="stable">
              <g className={styles.body}>
                <PlaceSymbol type={type} />
              </g>
            </svg>
            {capitalize(type)}
          </li>
        ))}
        <li>
          <svg className={styles.icon} width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true">
            <g className={styles.count}>
              <circle r={8} />
              <text>3</text>
            </g>
          </svg>
          People there
        </li>
      </ul>
      <ul className={styles.legendRow} aria-label="Statuses">
        {LOCATION_STATUSES.map((status) => (
          <li key={status}>
            <svg className={styles.icon} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" data-status={status}>
              <rect className={styles.swatch} width="14" height="14" rx="3" />
            </svg>
            {capitalize(status)}
          </li>
        ))}
      </ul>
      {factions.length > 0 && (
        <ul className={styles.legendRow} aria-label="Factions: the ring around a place they hold, and the colour of a region they hold or hold most of">
          {factions.map((faction) => (
            <li key={faction.id}>
              <svg className={styles.icon} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <rect className={styles.swatch} width="14" height="14" rx="7" fill={faction.banner_color} />
              </svg>
              {faction.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
