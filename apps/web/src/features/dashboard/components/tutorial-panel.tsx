import { Link } from '@tanstack/react-router';
import { CheckIcon, LockIcon, SparklesIcon } from '../../../components/icons';
import { playEffect } from '../../../lib/audio/audio-player';
import { type TutorialProgress, TUTORIAL_STEPS } from '../hooks/tutorial-steps';
import styles from './dashboard.module.css';

interface TutorialPanelProps {
  readonly loading: boolean;
  readonly progress: TutorialProgress;
  /** The oldest world: where every step after the first continues. */
  readonly firstWorldId: string | undefined;
}

export function TutorialPanel({ loading, progress, firstWorldId }: TutorialPanelProps) {
  const total = TUTORIAL_STEPS.length;
  const allDone = progress.completed === total;

  return (
    <section className={`card ${styles.tutorial}`} aria-labelledby="tutorial-heading" aria-busy={loading}>
      <div className={styles.tutorialHeader}>
        <div>
          <h2 id="tutorial-heading" className={styles.sectionTitle}>
            Getting Started
          </h2>
          <p className={styles.progressText}>
            {loading ? 'Loading your progress...' : `${progress.completed} of ${total} steps completed`}
          </p>
        </div>
        {!loading && progress.completed >= 1 && (
          <Link to="/app/worlds" className="btn btn-ghost btn-small">
            Skip Tutorial
          </Link>
        )}
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Tutorial progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={loading ? 0 : progress.completed}
      >
        <div className={styles.progressFill} style={{ width: `${loading ? 0 : (progress.completed / total) * 100}%` }} />
      </div>
      {/* The steps show at once, their states once known; the panel below them, so nothing above it moves. */}
      <ol className={styles.steps}>
        {TUTORIAL_STEPS.map((step, index) => {
          const status = loading ? 'loading' : (progress.statuses[index] ?? 'locked');
          return (
            <li key={step.title} className={styles.step} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
              <span className={styles.stepMarker} aria-hidden="true">
                {status === 'done' ? (
                  <CheckIcon width={16} height={16} />
                ) : status === 'locked' ? (
                  <LockIcon width={14} height={14} />
                ) : (
                  index + 1
                )}
              </span>
              <div className={styles.stepBody}>
                <h3 className={styles.stepTitle}>
                  {step.title}
                  {status !== 'loading' && (
                    <span className="visually-hidden">
                      {status === 'done' ? ' (completed)' : status === 'locked' ? ' (locked)' : ' (current step)'}
                    </span>
                  )}
                </h3>
                <p className={styles.stepDescription}>{step.description}</p>
              </div>
              {status === 'current' &&
                (index === 0 || !firstWorldId ? (
                  <Link to="/app/worlds" className="btn btn-primary btn-small">
                    Create World
                  </Link>
                ) : (
                  <Link
                    to="/app/worlds/$worldId"
                    params={{ worldId: firstWorldId }}
                    className="btn btn-primary btn-small"
                    onClick={() => playEffect('enter_world')}
                  >
                    Continue
                  </Link>
                ))}
            </li>
          );
        })}
      </ol>
      {!loading && allDone && <Congratulations />}
    </section>
  );
}

function Congratulations() {
  return (
    <div className={styles.congratulations} role="status">
      <SparklesIcon width={28} height={28} />
      <div>
        <h3 className={styles.congratulationsTitle}>Congratulations!</h3>
        <p className={styles.stepDescription}>
          You have completed the tutorial: your world is alive and its story is unfolding. Keep progressing your arcs, or weave a new world.
        </p>
      </div>
    </div>
  );
}
