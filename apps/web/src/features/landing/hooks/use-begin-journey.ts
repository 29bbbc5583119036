import { useEffect, useRef, useState } from 'react';
import { playEffect } from '../../../lib/audio/audio-player';
import { initialSession } from '../../../lib/session';

/** SPEC.md §9: "Begin Your Journey" acts after about 600 ms, while the intro fades away. */
export const BEGIN_JOURNEY_DELAY_MS = 600;

export type LandingView = 'intro' | 'leaving' | 'auth';

export interface BeginJourneyActions {
  /** Called on the click: what comes next can start downloading while the intro fades out. */
  readonly onBegin?: () => void;
  /** Opens /app. */
  readonly onOpenApp: () => void;
}

/** Signed in → /app; signed out → the login and sign-up form. Back returns to the intro. */
export function useBeginJourney({ onBegin, onOpenApp }: BeginJourneyActions) {
  const [view, setView] = useState<LandingView>('intro');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function begin() {
    if (view !== 'intro') return;
    playEffect('begin_journey');
    setView('leaving');
    onBegin?.();
    timer.current = setTimeout(() => {
      // Known at once, unless the stored session needs a refresh first.
      void initialSession().then((session) => (session ? onOpenApp() : setView('auth')));
    }, BEGIN_JOURNEY_DELAY_MS);
  }

  return { view, begin, back: () => setView('intro') };
}
