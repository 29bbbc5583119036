import type { Arc, Beat, World } from '@worldloom/contracts';
import { useState } from 'react';
import { PlusIcon, SparklesIcon } from '../../../components/icons';
import { playEffect } from '../../../lib/audio/audio-player';
import { useRefetchBeatEvents } from '../api/beat-events';
import { useProgressArc } from '../api/world-state';
import { actOf, BEAT_COUNT } from '../hooks/arc-progress';
import { ArcProgressBar } from './arc-progress-bar';
import { BeatSummary } from './beat-summary';
import { CreateArcForm } from './create-arc-form';
import styles from './arc-panel.module.css';

interface ArcPanelProps {
  readonly world: World;
  readonly arc: Arc;
  readonly beats: readonly Beat[];
  readonly currentBeat: Beat | undefined;
  readonly selectedBeat: Beat | undefined;
  /** null goes back to the current beat. */
  readonly onSelectBeat: (beatId: string | null) => void;
  readonly onAddEvent: () => void;
  readonly onFailure: (message: string | null) => void;
}

const ARC_COMPLETE_MESSAGE = 'Arc is complete! You can create a new arc to continue the story.';

/** The story so far: progress it beat by beat, browse its beats, add events (SPEC.md §2, §4). */
export function ArcPanel({ world, arc, beats, currentBeat, selectedBeat, onSelectBeat, onAddEvent, onFailure }: ArcPanelProps) {
  const progress = useProgressArc(world.id);
  const refetchEvents = useRefetchBeatEvents();
  const [toldComplete, setToldComplete] = useState(false);
  const [creatingArc, setCreatingArc] = useState(false);
  const complete = toldComplete || arc.status === 'complete';

  function progressStory() {
    onFailure(null);
    progress.mutate(
      { worldId: world.id, arcId: arc.id },
      {
        onSuccess: (beat) => {
          if (!beat) {
            setToldComplete(true);
            return;
          }
          onSelectBeat(null);
          playEffect('arc_done');
        },
        onError: () => onFailure('Failed to progress arc.'),
      },
    );
  }

  function selectBeat(beat: Beat) {
    onSelectBeat(beat.id === currentBeat?.id ? null : beat.id);
    void refetchEvents(beat.id);
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="arc-title">
      <div className={styles.top}>
        <div className={styles.titles}>
          <p className={styles.eyebrow}>
            Story Arc{currentBeat ? ` · ${actOf(currentBeat.beat_index).name}: ${actOf(currentBeat.beat_index).title}` : ''}
          </p>
          <h2 id="arc-title" className={styles.title}>
            {arc.story_name}
          </h2>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={progressStory} disabled={progress.isPending || complete}>
            <SparklesIcon width={18} height={18} />
            {progress.isPending ? 'Progressing Story...' : 'PROGRESS STORY'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onAddEvent}>
            <PlusIcon width={18} height={18} />
            ADD EVENT
          </button>
        </div>
      </div>

      {complete && (
        <div className={`banner banner-info ${styles.complete}`} role="status">
          <div className={styles.completeBody}>
            <p className={styles.completeText}>{ARC_COMPLETE_MESSAGE}</p>
            {!creatingArc && (
              <button type="button" className="btn btn-primary btn-small" onClick={() => setCreatingArc(true)}>
                Create New Arc
              </button>
            )}
          </div>
        </div>
      )}
      {creatingArc && <CreateArcForm world={world} onClose={() => setCreatingArc(false)} onFailure={onFailure} />}

      <ArcNarrative arc={arc} />

      <ArcProgressBar
        beats={beats}
        currentBeatId={currentBeat?.id}
        selectedBeatId={selectedBeat?.id}
        onSelect={selectBeat}
        label={`Arc progress: ${beats.length} of ${BEAT_COUNT} beats`}
      />

      {selectedBeat ? (
        <BeatSummary
          key={selectedBeat.id}
          beat={selectedBeat}
          isCurrent={selectedBeat.id === currentBeat?.id}
          onBackToCurrent={() => onSelectBeat(null)}
        />
      ) : (
        <p className={styles.noBeat}>No beat generated yet. Click "Progress Story" to begin!</p>
      )}
    </section>
  );
}

function ArcNarrative({ arc }: { arc: Arc }) {
  if (!arc.detailed_description && !arc.summary) {
    return <p className={styles.pending}>Arc details will be generated as the story progresses...</p>;
  }
  return (
    <dl className={styles.narrative}>
      {arc.detailed_description && (
        <div>
          <dt>Narrative Description</dt>
          <dd>{arc.detailed_description}</dd>
        </div>
      )}
      {arc.summary && (
        <div>
          <dt>Arc Summary</dt>
          <dd>{arc.summary}</dd>
        </div>
      )}
    </dl>
  );
}
