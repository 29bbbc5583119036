import type { World } from '@worldloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { focusProduced } from '../../../lib/announce';
import { SparklesIcon } from '../../../components/icons';
import { useWorldAccess } from '../../../lib/use-world-access';
import { CreateArcForm } from './create-arc-form';
import styles from './panels.module.css';

interface StartStoryPanelProps {
  readonly world: World;
  readonly onFailure: (message: string | null) => void;
  readonly onArcCreated: (arcName: string) => void;
  /** Just generated: the panel's heading takes the focus, as what the generation produced. */
  readonly focusOnMount: boolean;
}

/** A populated world with no arc yet: the first story starts here. */
export function StartStoryPanel({ world, onFailure, onArcCreated, focusOnMount }: StartStoryPanelProps) {
  const [creating, setCreating] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const mayStart = useWorldAccess().may('world.createNewArc');
  useEffect(() => {
    if (focusOnMount) focusProduced(title.current);
  }, [focusOnMount]);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="start-story-title">
      <div className={styles.panelIntro}>
        <SparklesIcon width={28} height={28} className={styles.panelIcon} />
        <div>
          <h2 id="start-story-title" className={styles.panelTitle} ref={title} tabIndex={-1}>
            Start Your Story
          </h2>
          <p className={styles.panelText}>
            {mayStart
              ? 'Your world is alive. Begin a 15-beat story arc and watch its places, factions and people change as it unfolds.'
              : 'The world is alive, and its story has not begun: its authors start the first arc.'}
          </p>
        </div>
      </div>
      {creating ? (
        <CreateArcForm world={world} onClose={() => setCreating(false)} onCreated={onArcCreated} onFailure={onFailure} />
      ) : (
        mayStart && (
          <div>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              Create New Arc
            </button>
          </div>
        )
      )}
    </section>
  );
}
