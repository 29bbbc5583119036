import { useEffect, useRef, useState } from 'react';
import { announce } from '../../../lib/announce';
import { playEffect } from '../../../lib/audio/audio-player';
import { useSeedWorld } from '../api/world-state';
import { useWorldEntities } from '../api/world-entities';
import { isSeeded, SEEDING_PHASES, SEEDING_POLL_MS, type SeedingPhase, seedingMessage } from './seeding-phases';

export type SeedingStatus = 'idle' | 'running' | 'failed';

/**
 * The world's entities and its seeding: starting asks the server to seed in the background, then the lists
 * are polled every 2 s until a location, a faction and a character exist, while the shown phase follows the clock.
 */
export function useSeeding(worldId: string) {
  const [status, setStatus] = useState<SeedingStatus>('idle');
  const [phase, setPhase] = useState<SeedingPhase | null>(null);
  /** Seeding started and finished while the page was open. */
  const [finished, setFinished] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const seedWorld = useSeedWorld();
  const running = status === 'running';
  const entities = useWorldEntities(worldId, running ? SEEDING_POLL_MS : false);
  const seeded = isSeeded({
    locations: entities.locations.length,
    factions: entities.factions.length,
    characters: entities.characters.length,
  });

  function stopClock() {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }
  useEffect(() => stopClock, []);

  useEffect(() => {
    if (!running || !seeded) return;
    stopClock();
    setStatus('idle');
    setFinished(true);
    playEffect('gen_done');
    announce(
      `World generated: ${entities.locations.length} locations, ${entities.factions.length} factions and ${entities.characters.length} characters.`,
    );
  }, [running, seeded, entities.locations.length, entities.factions.length, entities.characters.length]);

  function start() {
    stopClock();
    setPhase(null);
    setStatus('running');
    playEffect('start_seed');
    timers.current = SEEDING_PHASES.map((step) => setTimeout(() => setPhase(step.phase), step.atMs));
    seedWorld.mutate(
      { worldId },
      {
        onError: () => {
          stopClock();
          setStatus('failed');
        },
      },
    );
  }

  return {
    entities,
    seeding: { status, phase, message: seedingMessage(phase), start, finished },
  };
}
