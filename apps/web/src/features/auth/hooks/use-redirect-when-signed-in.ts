import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';

/** SPEC.md §9: the form fades out and the app opens 600 ms after the user becomes authenticated. */
export const AUTH_REDIRECT_DELAY_MS = 600;

/**
 * Whether the form is leaving: true from the moment a session exists until `openApp` (a stable callback) opens /app.
 * While `hold` is set (a second factor or a new password still to give), the session does not open the app yet.
 */
export function useRedirectWhenSignedIn(openApp: () => void, hold = false): boolean {
  const signedIn = Boolean(useSession()) && !hold;
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    setLeaving(true);
    const timer = setTimeout(openApp, AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, openApp]);

  return leaving;
}
