import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth-errors';
import { authClient } from '../../../lib/session';
import { authLinkTarget } from './auth-link';

export type AuthMode = 'login' | 'signup';

export interface AuthCredentials {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** SPEC.md §8: the auth form's messages (its fallback for an error: lib/auth-errors.ts). */
export const AUTH_MESSAGES = {
  passwordsDiffer: 'Passwords do not match',
  confirmEmail: 'Please check your email to confirm your account before logging in.',
} as const;

/** Signs in or up through auth-js; the session itself arrives through the session store. */
export function useAuthSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function clearMessages() {
    setError(null);
    setNotice(null);
  }

  async function submit(mode: AuthMode, { email, password, confirmPassword }: AuthCredentials) {
    clearMessages();
    if (mode === 'signup' && password !== confirmPassword) {
      setError(AUTH_MESSAGES.passwordsDiffer);
      return;
    }
    setSubmitting(true);
    try {
      const auth = await authClient();
      if (mode === 'login') {
        const { error: signInError } = await auth.signInWithPassword({ email, password });
        if (signInError) throw signInError;
      } else {
        const { data, error: signUpError } = await auth.signUp({
          email,
          password,
          options: { emailRedirectTo: authLinkTarget(window.location.origin) },
        });
        if (signUpError) throw signUpError;
        if (!data.session) setNotice(AUTH_MESSAGES.confirmEmail);
      }
    } catch (caught) {
      setError(describeAuthError(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error, notice, clearMessages };
}
