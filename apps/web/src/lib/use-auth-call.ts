import type { GoTrueClient } from '@supabase/auth-js';
import { useCallback, useState } from 'react';
import { describeAuthError } from './auth-errors';
import { authClient } from './session';

/**
 * One auth-js call at a time for a form: busy while it runs, its error in plain words (auth-errors.ts) after.
 * `run` answers the call's result when it succeeded, else null; `handled` takes the errors the caller answers
 * itself (it returns true for those), which then show no banner.
 */
export function useAuthCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async <Result extends { error: unknown }>(
    call: (auth: GoTrueClient) => Promise<Result>,
    handled: (error: unknown) => boolean = () => false,
  ): Promise<Result | null> => {
    setBusy(true);
    setError(null);
    try {
      const result = await call(await authClient());
      if (result.error) {
        if (!handled(result.error)) setError(describeAuthError(result.error));
        return null;
      }
      return result;
    } catch (caught) {
      setError(describeAuthError(caught));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  return { run, busy, error, setError };
}
