import { useId, useMemo } from 'react';
import { sphereArt } from './world-sphere-art';

interface WorldSphereProps {
  /** The world id: the same seed always draws the same world. */
  readonly seed: string;
  /** Width and height in pixels (SPEC.md §9: 150 by default, 200 on the detail page). */
  readonly size?: number;
  /** Read out by screen readers; without it the picture is decorative. */
  readonly label?: string;
  readonly className?: string;
}

export function WorldSphere({ seed, size = 150, label, className }: WorldSphereProps) {
  const art = useMemo(() => sphereArt(seed), [seed]);
  // Gradient and clip ids must be unique per instance: the same world can be drawn twice on a page.
  const id = useId().replace(/:/g, '');
  const ref = (name: string) => `url(#${id}-${name})`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };

  return (
    <svg
      width={size}
      height={size}
      viewBox="-10 -10 120 120"
      className={className}
      data-seed={seed}
      focusable="false"
      {...a11y}
    >
      <defs>
        <radialGradient id={`${id}-surface`} cx={`${art.light.x}%`} cy={`${art.light.y}%`} r="80%">
          <stop offset="0%" stopColor={art.ocean} />
          <stop offset="100%" stopColor={art.oceanDeep} />
        </radialGradient>
        <radialGradient id={`${id}-shade`} cx={`${art.light.x}%`} cy={`${art.light.y}%`} r="75%">
          <stop offset="0%" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="45%" stopColor="#fff" stopOpacity="0" />
          <stop offset="80%" stopColor="#000" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#000" stopOpacity="0.8" />
        </radialGradient>
        <radialGradient id={`${id}-glow`} cx="50%" cy="50%" r="50%">
          <stop offset="78%" stopColor={art.atmosphere} stopOpacity="0.55" />
          <stop offset="100%" stopColor={art.atmosphere} stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <circle cx="50" cy="50" r="46" />
        </clipPath>
      </defs>
      <circle cx="50" cy="50" r="58" fill={ref('glow')} />
      {art.ring && <Ring tilt={art.ring.tilt} color={art.ring.color} half="back" />}
      <g clipPath={ref('clip')}>
        <rect x="0" y="0" width="100" height="100" fill={ref('surface')} />
        {art.bands.map((band, index) => (
          <rect key={index} x="0" y={band.y - band.height} width="100" height={band.height * 2} fill={band.color} opacity="0.7" />
        ))}
        {art.masses.map((mass, index) => (
          <ellipse
            key={index}
            cx={mass.cx}
            cy={mass.cy}
            rx={mass.rx}
            ry={mass.ry}
            transform={`rotate(${mass.angle} ${mass.cx} ${mass.cy})`}
            fill={index % 3 === 0 ? art.landLight : art.land}
            opacity={art.kind === 'crystal' ? 0.85 : 0.95}
          />
        ))}
        {art.clouds.map((cloud, index) => (
          <ellipse key={index} cx={cloud.cx} cy={cloud.cy} rx={cloud.rx} ry={cloud.ry} fill="#fff" opacity={cloud.opacity} />
        ))}
        <rect x="0" y="0" width="100" height="100" fill={ref('shade')} />
      </g>
      <circle cx="50" cy="50" r="46" fill="none" stroke={art.atmosphere} strokeOpacity="0.5" strokeWidth="0.8" />
      {art.ring && <Ring tilt={art.ring.tilt} color={art.ring.color} half="front" />}
    </svg>
  );
}

/** A ring is drawn in two halves so the planet hides the back one and the front one crosses it. */
function Ring({ tilt, color, half }: { tilt: number; color: string; half: 'back' | 'front' }) {
  const path = half === 'back' ? 'M -6 50 A 56 14 0 0 1 106 50' : 'M -6 50 A 56 14 0 0 0 106 50';
  return (
    <path
      d={path}
      transform={`rotate(${tilt} 50 50)`}
      fill="none"
      stroke={color}
      strokeWidth="3"
      strokeOpacity={half === 'back' ? 0.45 : 0.8}
    />
  );
}
