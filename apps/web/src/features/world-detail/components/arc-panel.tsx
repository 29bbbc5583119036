import type { Arc, Beat, World } from '@worldloom/contracts';
import { BEAT_COUNT } from '@worldloom/contracts/vocabulary';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlusIcon, SparklesIcon } from '../../../components/icons';
import { announce, focusProduced } from '../../../lib/announce';
import { playEffect } from '../../../lib/audio/audio-player';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useRefetchBeatEvents } from '../api/beat-events';
import { useRefreshReview, useReview } from '../api/review';
import { useProgressArc } from '../api/world-state';
import { actLabel, beatLabel } from '../hooks/arc-progress';
import { changeFailureMessage } from '../hooks/change-failure';
import type { EntityRef } from '../hooks/entity-vocabulary';
import { ArcProgressBar } from './arc-progress-bar';
import { RevertLastBeat, ReviewModeToggle } from './arc-review';
import { BeatSummary } from './beat-summary';
import { CreateArcForm } from './create-arc-form';
import type { OpenEntity } from './entity-link';
import { WorldUsagePanel } from './world-usage';
import styles from './arc-panel.module.css';

/** The draft and its editor: only a world in review mode with a beat waiting needs them, so they load when it has one. */
const loadDraftPanel = () => import('./beat-draft-panel');
const BeatDraftPanel = lazy(() => loadDraftPanel().then((module) => ({ default: module.BeatDraftPanel })));

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
  /** Just created: the arc's title takes the focus, as what the action produced. */
  readonly focusOnMount: boolean;
  /** A new arc was created from the panel (after the last one completed). */
  readonly onArcCreated: (arcName: string) => void;
  /** Whether an entity a beat's change names is still in the world, and opening its modal. */
  readonly entityExists: (entity: EntityRef) => boolean;
  readonly onOpenEntity: OpenEntity;
}

const ARC_COMPLETE_MESSAGE = 'Arc is complete! You can create a new arc to continue the story.';

/** The story so far: progress it beat by beat, browse its beats, add events (SPEC.md §2, §4). */
export function ArcPanel(props: ArcPanelProps) {
  const { world, arc, beats, currentBeat, selectedBeat, onSelectBeat, onAddEvent, onFailure, focusOnMount, onArcCreated, entityExists, onOpenEntity } = props;
  const progress = useProgressArc(world.id);
  // A player or viewer sees the story; only what their role may do is offered.
  const access = useWorldAccess();
  const review = useReview(world.id);
  const refreshReview = useRefreshReview(world.id);
  const draft = review.data?.draft ?? null;
  const reviewing = review.data?.review_mode === true;
  // In review mode the next beat comes as a draft: have its panel's code ready before then.
  useEffect(() => {
    if (reviewing) void loadDraftPanel();
  }, [reviewing]);
  const [keptByRevert, setKeptByRevert] = useState<readonly string[]>([]);
  const [justDrafted, setJustDrafted] = useState(false);
  const refetchEvents = useRefetchBeatEvents();
  const [toldComplete, setToldComplete] = useState(false);
  const [creatingArc, setCreatingArc] = useState(false);
  const complete = toldComplete || arc.status === 'complete';
  const title = useRef<HTMLHeadingElement>(null);
  const createNewArc = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnMount) focusProduced(title.current);
  }, [focusOnMount]);

  function progressStory() {
    // While it runs the button stays focusable (aria-disabled), so the focus stays on it.
    if (progress.isPending || complete || draft) return;
    onFailure(null);
    setKeptByRevert([]);
    progress.mutate(
      { worldId: world.id, arcId: arc.id },
      {
        onSettled: () => void refreshReview(),
        onSuccess: (beat) => {
          if (beat && 'kind' in beat) {
            setJustDrafted(true);
            announce(`Draft of ${beatLabel(beat.beat_index)} ready for review: ${beat.beat_name}.`);
            return;
          }
          if (!beat) {
            // The banner says it (a status region); the button is now disabled for good: the focus goes to the way on.
            setToldComplete(true);
            requestAnimationFrame(() => createNewArc.current?.focus());
            return;
          }
          onSelectBeat(null);
          playEffect('arc_done');
          announce(`Story progressed. Current beat: ${beatLabel(beat.beat_index)}, ${beat.beat_name}.`);
        },
        // A spent budget (BUDGET_EXCEEDED) or a waiting draft says so in the server's words.
        onError: (failure) => onFailure(changeFailureMessage(failure, 'Failed to progress arc.')),
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
            Story Arc{currentBeat ? ` · ${actLabel(currentBeat.beat_index)}` : ''}
          </p>
          <h2 id="arc-title" className={styles.title} ref={title} tabIndex={-1}>
            {arc.story_name}
          </h2>
        </div>
        <div className={styles.actions}>
          {access.may('world.progressArc') && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={progressStory}
              disabled={complete || draft !== null}
              aria-disabled={progress.isPending || undefined}
            >
              <SparklesIcon width={18} height={18} />
              {progress.isPending ? 'Progressing Story...' : 'PROGRESS STORY'}
            </button>
          )}
          {access.eventTypes.length > 0 && (
            <button type="button" className="btn btn-secondary" onClick={onAddEvent}>
              <PlusIcon width={18} height={18} />
              {access.recordsActions ? 'RECORD AN ACTION' : 'ADD EVENT'}
            </button>
          )}
          {currentBeat && currentBeat.beat_index > 0 && !complete && !draft && access.may('world.revertBeat') && (
            <RevertLastBeat
              worldId={world.id}
              arc={arc}
              currentBeat={currentBeat}
              onReverted={(kept) => {
                setKeptByRevert(kept);
                onSelectBeat(null);
              }}
              onFailure={onFailure}
            />
          )}
        </div>
        {access.may('world.setReviewMode') && <ReviewModeToggle worldId={world.id} enabled={review.data?.review_mode} onFailure={onFailure} />}
      </div>

      {keptByRevert.length > 0 && (
        <div className={`banner banner-info ${styles.kept}`} role="status">
          <p>Beat reverted. Where the world was edited since, the edit stays:</p>
          <ul>
            {keptByRevert.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {complete && (
        <div className={`banner banner-info ${styles.complete}`} role="status">
          <div className={styles.completeBody}>
            <p className={styles.completeText}>{ARC_COMPLETE_MESSAGE}</p>
            {!creatingArc && access.may('world.createNewArc') && (
              <button ref={createNewArc} type="button" className="btn btn-primary btn-small" onClick={() => setCreatingArc(true)}>
                Create New Arc
              </button>
            )}
          </div>
        </div>
      )}
      {creatingArc && (
        <CreateArcForm world={world} onClose={() => setCreatingArc(false)} onCreated={onArcCreated} onFailure={onFailure} />
      )}

      <ArcNarrative arc={arc} />

      {draft && access.may('world.acceptDraft') && (
        <Suspense fallback={<p className="status-text">Loading the draft...</p>}>
          <BeatDraftPanel
            worldId={world.id}
            draft={draft}
            focusOnMount={justDrafted}
            onClosed={(accepted) => {
              setJustDrafted(false);
              if (accepted) onSelectBeat(null);
              focusProduced(title.current);
            }}
          />
        </Suspense>
      )}

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
          entityExists={entityExists}
          onOpenEntity={onOpenEntity}
        />
      ) : (
        <p className={styles.noBeat}>No beat generated yet. Click "Progress Story" to begin!</p>
      )}

      {access.may('usage.getWorldUsage') && <WorldUsagePanel worldId={world.id} />}
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
