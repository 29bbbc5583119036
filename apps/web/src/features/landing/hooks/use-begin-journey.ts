import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { playEffect } from '../../../lib/audio/audio-player';
import { useSession } from '../../../lib/session';

/** SPEC.md §9: "Begin Your Journey" acts after about 600 ms, while the intro fades away. */
export const BEGIN_JOURNEY_DELAY_MS = 600;

export type LandingView = 'intro' | 'leaving' | 'auth';

/** Signed in → /app; signed out → the login and sign-up form. Back returns to the intro. */
export function useBeginJourney() {
  const session = useSession();
  const navigate = useNavigate();
  const [view, setView] = useState<LandingView>('intro');
  const signedIn = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    signedIn.current = Boolean(session);
  }, [session]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function begin() {
    if (view !== 'intro') return;
    playEffect('begin_journey');
    setView('leaving');
    timer.current = setTimeout(() => {
      if (signedIn.current) void navigate({ to: '/app' });
      else setView('auth');
    }, BEGIN_JOURNEY_DELAY_MS);
  }

  return { view, begin, back: () => setView('intro') };
}
