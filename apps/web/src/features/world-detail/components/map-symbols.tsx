import type { LocationType } from '@worldloom/contracts';
import styles from './atlas.module.css';

/** Half the size of each place's mark, in pixels: a region's is the largest. */
export const SYMBOL_RADIUS: Readonly<Record<LocationType, number>> = { region: 11, city: 8, landmark: 9, wilderness: 8 };

/** A place's mark by its type, centred on 0,0: a region a diamond, a city a square, a landmark a triangle, wilderness a circle. */
export function PlaceSymbol({ type }: { type: LocationType }) {
  const r = SYMBOL_RADIUS[type];
  switch (type) {
    case 'region':
      return <path className={styles.shape} d={`M0,${-r}L${r},0L0,${r}L${-r},0Z`} />;
    case 'city':
      return <rect className={styles.shape} x={-r} y={-r} width={2 * r} height={2 * r} rx={2} />;
    case 'landmark':
      return <path className={styles.shape} d={`M0,${-r}L${r},${r * 0.8}L${-r},${r * 0.8}Z`} />;
    case 'wilderness':
      return <circle className={styles.shape} r={r} />;
    default: {
      const _exhaustive: never = type;
      return _exhaustive;
    }
  }
}

/** The strike across a fallen place's mark (shown by the stylesheet for ruined and abandoned places). */
export function RuinStrike({ type }: { type: LocationType }) {
  const r = SYMBOL_RADIUS[type] * 0.7;
  return <path className={styles.ruin} d={`M${-r},${-r}L${r},${r}M${r},${-r}L${-r},${r}`} />;
}
