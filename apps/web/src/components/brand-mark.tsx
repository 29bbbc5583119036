/** The Worldloom badge: a loom's warp threads crossing an orbit. Also public/badge.svg (the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return <img src="/badge.svg" width={size} height={size} alt="" aria-hidden="true" />;
}
