import { useEffect, useState } from 'react';
import { authClient } from '../../../lib/session';
import { type AuthLink, authLinkFromHash } from './auth-link';

/** Where a password-reset link stands: auth-js is reading it, it has fired PASSWORD_RECOVERY, or it failed. */
export type RecoveryState = 'opening' | 'ready' | 'failed' | 'done';

export interface AuthLinkState {
  /** Null unless the page was opened from a password-reset link. */
  readonly recovery: RecoveryState | null;
  /** GoTrue's words for a link that did not work (expired, used already). */
  readonly linkError: string | null;
  /** The new password is set: the person goes on into the app. */
  readonly finishRecovery: () => void;
}

/**
 * A page opened from one of our mails: auth-js (detectSessionInUrl) takes the session from the fragment; a
 * confirmation link just signs the person in, a reset link fires PASSWORD_RECOVERY and asks for a new password.
 * A page opened any other way does not start auth-js (the landing page paints without it).
 */
export function useAuthLink(): AuthLinkState {
  const [link] = useState<AuthLink | null>(() => authLinkFromHash(window.location.hash));
  const isRecovery = link !== null && 'kind' in link && link.kind === 'recovery';
  const [recovery, setRecovery] = useState<RecoveryState | null>(isRecovery ? 'opening' : null);

  useEffect(() => {
    if (!link || 'error' in link) return;
    let unsubscribe = () => {};
    let active = true;
    void authClient().then((auth) => {
      if (!active) return;
      const { data } = auth.onAuthStateChange((event, session) => {
        if (event === 'PASSWORD_RECOVERY') setRecovery((state) => (state === 'done' ? state : 'ready'));
        // auth-js settled without a session: the link did not work.
        if (event === 'INITIAL_SESSION' && !session) setRecovery((state) => (state === 'opening' ? 'failed' : state));
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [link]);

  return {
    recovery,
    linkError: link && 'error' in link ? link.error : null,
    finishRecovery: () => setRecovery('done'),
  };
}
