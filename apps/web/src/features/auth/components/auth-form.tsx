import { type FormEvent, useState } from 'react';
import { authClient } from '../../../lib/auth';

type Mode = 'login' | 'signup';

export function AuthForm() {
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function switchTo(next: Mode) {
    setMode(next);
    setError(null);
    setNotice(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (mode === 'signup' && password !== confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    setSubmitting(true);
    try {
      if (mode === 'login') {
        const { error: signInError } = await authClient.signInWithPassword({ email, password });
        if (signInError) throw signInError;
      } else {
        const { data, error: signUpError } = await authClient.signUp({ email, password });
        if (signUpError) throw signUpError;
        if (!data.session) setNotice('Please check your email to confirm your account before logging in.');
      }
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Authentication failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="card auth-card" aria-label="Sign in">
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={mode === 'login'} onClick={() => switchTo('login')}>
          Login
        </button>
        <button type="button" role="tab" aria-selected={mode === 'signup'} onClick={() => switchTo('signup')}>
          Sign Up
        </button>
      </div>
      <form onSubmit={(event) => void submit(event)} className="form">
        {error && (
          <p role="alert" className="banner banner-error">
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="banner">
            {notice}
          </p>
        )}
        <label>
          Email
          <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
        </label>
        <label>
          Password
          <input
            type="password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          />
        </label>
        {mode === 'signup' && (
          <label>
            Confirm Password
            <input
              type="password"
              required
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              autoComplete="new-password"
            />
          </label>
        )}
        <button type="submit" className="primary" disabled={submitting}>
          {mode === 'login' ? (submitting ? 'Logging in...' : 'Login') : submitting ? 'Creating Account...' : 'Sign Up'}
        </button>
      </form>
    </section>
  );
}
