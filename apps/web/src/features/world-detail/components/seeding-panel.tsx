import { useRef, useState } from 'react';
import { focusProduced } from '../../../lib/announce';
import { CheckIcon, GlobeIcon, SparklesIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useWorldAccess } from '../../../lib/use-world-access';
import type { WorldEntities } from '../api/world-entities';
import { SEEDING_ESTIMATES, SEEDING_PHASES } from '../hooks/seeding-phases';
import type { useSeeding } from '../hooks/use-seeding';
import styles from './panels.module.css';

interface SeedingPanelProps {
  readonly seeding: ReturnType<typeof useSeeding>['seeding'];
  readonly entities: WorldEntities;
  readonly onStart: () => void;
}

/** An empty world: generate it with AI (after a confirmation), and follow the generation while it runs. */
export function SeedingPanel({ seeding, entities, onStart }: SeedingPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const maySeed = useWorldAccess().may('world.seedWorld');

  function start() {
    setConfirming(false);
    onStart();
    seeding.start();
    // The button that opened the dialog gives way to the progress: the panel's heading takes the focus.
    requestAnimationFrame(() => focusProduced(title.current));
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="seeding-title" aria-busy={seeding.status === 'running'}>
      <div className={styles.panelIntro}>
        <GlobeIcon width={28} height={28} className={styles.panelIcon} />
        <div>
          <h2 id="seeding-title" className={styles.panelTitle} ref={title} tabIndex={-1}>
            {seeding.status === 'running' ? 'Generating Your World' : 'Bring Your World to Life'}
          </h2>
          <p className={styles.panelText}>
            {seeding.status === 'running'
              ? 'The generator is shaping regions, factions and characters. They appear below as they are created.'
              : maySeed
                ? 'This world is still empty. Let AI fill it with places, powers and people, or build it by hand.'
                : 'This world is still empty: its authors have not populated it yet.'}
          </p>
        </div>
      </div>

      {seeding.status === 'running' ? (
        <SeedingProgress seeding={seeding} entities={entities} />
      ) : (
        maySeed && (
          <div className={styles.seedChoices}>
            <button type="button" className="btn btn-primary btn-large" onClick={() => setConfirming(true)}>
              <SparklesIcon width={20} height={20} />
              Generate World with AI
            </button>
            <button type="button" className={`btn btn-secondary btn-large ${styles.manual}`} disabled>
              Manual Creation
              <span className="badge">
                Coming Soon
              </span>
            </button>
          </div>
        )
      )}

      <Modal open={confirming} title="Generate World with AI?" onClose={() => setConfirming(false)}>
        <p className={styles.confirmText}>The AI will weave a complete world from its name and description:</p>
        <ul className={styles.estimates}>
          <li>About {SEEDING_ESTIMATES.regions} major regions</li>
          <li>{SEEDING_ESTIMATES.locations} locations</li>
          <li>{SEEDING_ESTIMATES.factions} factions</li>
          <li>{SEEDING_ESTIMATES.characters} characters</li>
        </ul>
        <p className={styles.confirmText}>This typically takes {SEEDING_ESTIMATES.seconds} seconds.</p>
        <div className={styles.formActions}>
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={start} data-autofocus>
            Start Generation
          </button>
        </div>
      </Modal>
    </section>
  );
}

function SeedingProgress({ seeding, entities }: Pick<SeedingPanelProps, 'seeding' | 'entities'>) {
  const reached = SEEDING_PHASES.findIndex((step) => step.phase === seeding.phase);
  const counts = { locations: entities.locations.length, factions: entities.factions.length, characters: entities.characters.length };
  return (
    <div className={styles.seeding}>
      <div className={styles.seedingMessage}>
        <span className={styles.spinner} aria-hidden="true" />
        <p role="status" aria-live="polite">
          {seeding.message}
        </p>
      </div>
      <ol className={styles.phases}>
        {SEEDING_PHASES.map((step, index) => {
          const state = index < reached ? 'done' : index === reached ? 'current' : 'pending';
          return (
            <li key={step.phase} data-state={state}>
              <span className={styles.phaseMarker} aria-hidden="true">
                {state === 'done' ? <CheckIcon width={14} height={14} /> : index + 1}
              </span>
              <span className={styles.phaseName}>{step.phase}</span>
              <span className={styles.phaseCount}>{counts[step.phase]}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
