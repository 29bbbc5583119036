import type { Arc, Beat } from '@worldloom/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { announce } from '../../../lib/announce';
import { useRevertBeat, useSetReviewMode } from '../api/review';
import { beatLabel } from '../hooks/arc-progress';
import { changeFailureMessage } from '../hooks/change-failure';
import styles from './arc-panel.module.css';

interface ReviewModeToggleProps {
  readonly worldId: string;
  /** Unknown while the review state loads. */
  readonly enabled: boolean | undefined;
  readonly onFailure: (message: string | null) => void;
}

/** The owner's switch: with it on, Progress Story drafts the next beat for review instead of applying it. */
export function ReviewModeToggle({ worldId, enabled, onFailure }: ReviewModeToggleProps) {
  const setMode = useSetReviewMode(worldId);
  return (
    <label className={styles.reviewToggle}>
      <input
        type="checkbox"
        role="switch"
        checked={enabled ?? false}
        disabled={enabled === undefined || setMode.isPending}
        onChange={(event) => {
          const on = event.target.checked;
          onFailure(null);
          setMode.mutate(
            { worldId, enabled: on },
            {
              onSuccess: () => announce(on ? 'Review mode on: the next beat is drafted for you to review.' : 'Review mode off.'),
              onError: (failure) => onFailure(changeFailureMessage(failure, 'Failed to change review mode.')),
            },
          );
        }}
      />
      Review beats before they land
    </label>
  );
}

interface RevertLastBeatProps {
  readonly worldId: string;
  readonly arc: Arc;
  readonly currentBeat: Beat;
  /** With what the revert left alone because the author edited it since (the edit wins). */
  readonly onReverted: (kept: readonly string[]) => void;
  readonly onFailure: (message: string | null) => void;
}

/** "Revert last beat", after a confirmation: the beat's changes are undone and the one before is current again. */
export function RevertLastBeat({ worldId, arc, currentBeat, onReverted, onFailure }: RevertLastBeatProps) {
  const revert = useRevertBeat(worldId);
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    onFailure(null);
    revert.mutate(
      { worldId, arcId: arc.id },
      {
        onSuccess: (result) => {
          setConfirming(false);
          announce(`${beatLabel(result.reverted_beat.beat_index)} reverted. Current beat: ${beatLabel(result.current_beat.beat_index)}, ${result.current_beat.beat_name}.`);
          onReverted(result.kept.map((change) => change.message));
        },
        onError: (failure) => {
          setConfirming(false);
          onFailure(changeFailureMessage(failure, 'Failed to revert the beat.'));
        },
      },
    );
  }

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
        Revert last beat
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Revert ${beatLabel(currentBeat.beat_index)}?`}
        message={`"${currentBeat.beat_name}" and everything it changed in the world will be undone, and ${beatLabel(currentBeat.beat_index - 1)} will be current again. The reverted beat stays in the history.`}
        confirmLabel="Revert beat"
        busy={revert.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
