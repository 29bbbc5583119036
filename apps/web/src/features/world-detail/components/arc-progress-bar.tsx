import type { Beat } from '@worldloom/contracts';
import { BEAT_COUNT, STORY_ACTS } from '@worldloom/contracts/vocabulary';
import { beatLabel, beatMarkers, markerPosition, progressFill } from '../hooks/arc-progress';
import styles from './arc-panel.module.css';

interface ArcProgressBarProps {
  readonly beats: readonly Beat[];
  readonly currentBeatId: string | undefined;
  readonly selectedBeatId: string | undefined;
  readonly onSelect: (beat: Beat) => void;
  readonly label: string;
}

/**
 * 15 beat markers spread over 14 intervals above a fill of beats / 15 (SPEC.md §9). A generated beat's
 * marker selects it; hovering or focusing one shows "Beat {index}" and its name. Anchors stand out.
 */
export function ArcProgressBar({ beats, currentBeatId, selectedBeatId, onSelect, label }: ArcProgressBarProps) {
  const fill = progressFill(beats.length);
  return (
    <div className={styles.progress}>
      <div className={styles.track}>
        <div
          className={styles.trackLine}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={BEAT_COUNT}
          aria-valuenow={beats.length}
        >
          <div className={styles.fill} style={{ width: `${fill * 100}%` }} data-testid="arc-progress-fill" />
        </div>
        <ol className={styles.markers} aria-label="Beats">
          {beatMarkers(beats).map(({ index, position, beat }) => (
            <li key={index} className={styles.markerItem} style={{ left: `${position * 100}%` }}>
              <button
                type="button"
                className={styles.marker}
                disabled={!beat}
                data-anchor={beat?.beat_type === 'anchor'}
                data-current={beat !== undefined && beat.id === currentBeatId}
                aria-pressed={beat ? beat.id === selectedBeatId : undefined}
                aria-label={`${beatLabel(index)}: ${beat ? beat.beat_name : 'not reached yet'}`}
                onClick={() => beat && onSelect(beat)}
              >
                <span className={styles.tooltip} aria-hidden="true" data-testid="beat-tooltip">
                  <span className={styles.tooltipIndex}>{beatLabel(index)}</span>{' '}
                  <span className={styles.tooltipName}>{beat ? beat.beat_name : 'Not reached yet'}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <ol className={styles.acts} aria-label="Acts">
        {STORY_ACTS.map((act) => (
          <li
            key={act.act}
            style={{
              left: `${markerPosition(act.firstBeat) * 100}%`,
              width: `${(markerPosition(act.lastBeat) - markerPosition(act.firstBeat)) * 100}%`,
            }}
          >
            <span className={styles.actName}>Act {act.act}</span> <span className={styles.actTitle}>{act.name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
