import { useEffect } from 'react';
import { playEffect } from '../../../lib/audio/audio-player';

/** A world card or Continue link plays enter_world on the click; this covers every other way in. */
const LINK_ALREADY_PLAYED_MS = 2000;

/** SPEC.md §3: entering a world plays enter_world. */
export function useEnterWorldSound(worldId: string): void {
  useEffect(() => {
    playEffect('enter_world', { skipIfPlayedWithinMs: LINK_ALREADY_PLAYED_MS });
  }, [worldId]);
}
