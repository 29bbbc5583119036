import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLoadWhenIdle } from '../../../lib/use-load-when-idle';
import type { WorldAtlasProps } from './world-atlas';

/** The map and the relationship graph (and d3) are a chunk of their own, asked for once the page is usable. */
const loadAtlas = () => import('./world-atlas');
type AtlasModule = Awaited<ReturnType<typeof loadAtlas>>;

/** The chunk once in: a slot mounted again (the page's sections come and go) shows the atlas at once. */
let loaded: AtlasModule | null = null;

interface AtlasSlotProps extends WorldAtlasProps {
  /** Holds the atlas's place until its chunk is in (or if it fails: the lists are then the only view of places and people). */
  readonly placeholderClassName: string | undefined;
}

/**
 * Where the world page shows the atlas. The loaded module is rendered here, not through lazy and Suspense:
 * React holds a Suspense boundary's reveal back until 300 ms after its fallback showed, which was most of the
 * map's first render (issue 13). The chunk's arrival re-renders this slot alone, not the whole page.
 */
export function AtlasSlot({ placeholderClassName, ...props }: AtlasSlotProps) {
  const [atlas, setAtlas] = useState(loaded);
  const show = useCallback(
    () =>
      loadAtlas().then((module) => {
        loaded = module;
        setAtlas(module);
      }),
    [],
  );
  // Usable: the page's own reads (the world, its beat's events, the caller's role) are in, so the chunk never
  // competes with them; then the first idle moment after a paint.
  const reading = useIsFetching() > 0;
  useLoadWhenIdle(atlas === null && !reading, show);
  return atlas ? <atlas.WorldAtlas {...props} /> : <div className={placeholderClassName} />;
}
