/**
 * The picture of a world, derived only from its seed (the world id): the same seed always gives the
 * same planet, and nearby seeds differ in palette, surface, clouds and rings.
 */
export interface SphereArt {
  readonly kind: 'terran' | 'banded' | 'crystal';
  readonly ocean: string;
  readonly oceanDeep: string;
  readonly land: string;
  readonly landLight: string;
  readonly atmosphere: string;
  /** Land masses or crystal shards: ellipses in the 100×100 view box, rotated by `angle` degrees. */
  readonly masses: readonly { cx: number; cy: number; rx: number; ry: number; angle: number }[];
  /** Horizontal bands of a gas giant: centre y, half height, colour. */
  readonly bands: readonly { y: number; height: number; color: string }[];
  readonly clouds: readonly { cx: number; cy: number; rx: number; ry: number; opacity: number }[];
  readonly ring: { tilt: number; color: string } | null;
  /** Where the light comes from, as a gradient focus in percent. */
  readonly light: { x: number; y: number };
}

/** cyrb53: a small, well-mixed 53-bit string hash. */
export function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;

export function sphereArt(seed: string): SphereArt {
  const random = randomFrom(hashSeed(seed));
  const between = (min: number, max: number) => min + random() * (max - min);
  const roll = random();
  const kind: SphereArt['kind'] = roll < 0.5 ? 'terran' : roll < 0.8 ? 'banded' : 'crystal';
  const hue = between(0, 360);
  const landHue = hue + between(80, 160);

  const massCount = kind === 'banded' ? 0 : Math.floor(between(4, 9));
  const masses = Array.from({ length: massCount }, () => ({
    cx: round(between(18, 82)),
    cy: round(between(18, 82)),
    rx: round(kind === 'crystal' ? between(3, 8) : between(8, 22)),
    ry: round(kind === 'crystal' ? between(10, 20) : between(5, 14)),
    angle: round(between(-60, 60)),
  }));

  const bandCount = kind === 'banded' ? Math.floor(between(5, 9)) : 0;
  const bands = Array.from({ length: bandCount }, (_, index) => ({
    y: round(((index + 0.5) / bandCount) * 100 + between(-4, 4)),
    height: round(between(3, 9)),
    color: hsl(hue + between(-40, 40), between(35, 70), between(35, 65)),
  }));

  const clouds = Array.from({ length: Math.floor(between(2, 6)) }, () => ({
    cx: round(between(15, 85)),
    cy: round(between(15, 85)),
    rx: round(between(10, 26)),
    ry: round(between(2, 5)),
    opacity: round(between(0.25, 0.6)),
  }));

  const ring = random() < 0.3 ? { tilt: round(between(-30, 30)), color: hsl(hue + 180, 55, 75) } : null;

  return {
    kind,
    ocean: hsl(hue, between(45, 75), between(28, 40)),
    oceanDeep: hsl(hue + 20, between(50, 80), between(8, 14)),
    land: hsl(landHue, between(30, 60), between(32, 48)),
    landLight: hsl(landHue + 15, between(40, 70), between(55, 70)),
    atmosphere: hsl(hue + between(150, 210), 85, 70),
    masses,
    bands,
    clouds,
    ring,
    light: { x: round(between(25, 40)), y: round(between(22, 38)) },
  };
}
