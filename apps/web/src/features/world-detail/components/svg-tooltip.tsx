import type { MapPoint } from '../hooks/map-geometry';
import type { BoxSize } from '../hooks/map-view';
import styles from './atlas.module.css';

interface SvgTooltipProps {
  /** The point it tells about, in pixels of the box. */
  readonly at: MapPoint;
  /** The first line is the name, in bold. */
  readonly lines: readonly string[];
  readonly box: BoxSize;
}

const LINE_HEIGHT = 17;
/** About how wide a character of each line is at its size; the box is a little wider than it needs. */
const NAME_CHAR = 7.8;
const LINE_CHAR = 6.8;

/**
 * A tooltip drawn in the SVG beside a mark, above it unless there is no room, kept inside the box. It repeats
 * what the mark's accessible name and description say, so assistive technology skips it.
 */
export function SvgTooltip({ at, lines, box }: SvgTooltipProps) {
  const width = Math.max(...lines.map((line, index) => line.length * (index === 0 ? NAME_CHAR : LINE_CHAR))) + 22;
  const height = 12 + lines.length * LINE_HEIGHT;
  const gap = 20;
  const above = at.y - gap - height >= 4;
  const x = Math.max(4, Math.min(at.x - width / 2, box.width - width - 4));
  const y = above ? at.y - gap - height : Math.min(at.y + gap, box.height - height - 4);
  return (
    <g className={styles.tooltip} transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`} aria-hidden="true" data-testid="map-tooltip">
      <rect width={width} height={height} rx={8} />
      {lines.map((line, index) => (
        <text key={index} x={11} y={19 + index * LINE_HEIGHT}>
          {line}
        </text>
      ))}
    </g>
  );
}
