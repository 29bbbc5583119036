import { type ReactNode, useEffect, useRef } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { type BeginJourneyActions, useBeginJourney } from '../hooks/use-begin-journey';
import { BackgroundVideo } from './background-video';
import styles from './landing-page.module.css';

/** SPEC.md §1. */
export const LANDING_TEXT = 'Create, design, and grow self-evolving AI universes that you and players can participate in.';

interface LandingPageProps extends BeginJourneyActions {
  /** The login and sign-up form, revealed by "Begin Your Journey" for a signed-out visitor. */
  readonly authForm: ReactNode;
}

/** Uses no router: a first visit shows it before the router is downloaded (main.tsx). */
export function LandingPage({ authForm, ...actions }: LandingPageProps) {
  const { view, begin, back } = useBeginJourney(actions);
  const authPanel = useRef<HTMLDivElement>(null);
  const beginButton = useRef<HTMLButtonElement>(null);

  // Keyboard and screen reader users land where the content changed.
  useEffect(() => {
    if (view === 'auth') authPanel.current?.focus();
  }, [view]);

  return (
    <div className={styles.landing}>
      <BackgroundVideo />
      <div className={styles.veil} aria-hidden="true" />
      {view === 'auth' ? (
        <main className={styles.authView} ref={authPanel} tabIndex={-1} aria-label="Sign in">
          <button
            type="button"
            className={`icon-button ${styles.back}`}
            aria-label="Back"
            onClick={() => {
              back();
              requestAnimationFrame(() => beginButton.current?.focus());
            }}
          >
            <ArrowLeftIcon />
          </button>
          <div className={styles.authBrand}>
            <BrandMark size={44} />
            <p className={styles.authTitle}>Worldloom</p>
          </div>
          {authForm}
        </main>
      ) : (
        <main className={`${styles.intro} ${view === 'leaving' ? styles.leaving : ''}`} data-view={view}>
          <BrandMark size={72} />
          <h1 className={styles.title}>Worldloom</h1>
          <p className={styles.subtitle}>{LANDING_TEXT}</p>
          <button
            ref={beginButton}
            type="button"
            className={`btn btn-primary btn-large ${styles.begin}`}
            onClick={begin}
            aria-busy={view === 'leaving'}
          >
            Begin Your Journey
            <ArrowRightIcon />
          </button>
        </main>
      )}
    </div>
  );
}
