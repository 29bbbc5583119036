import { type FormEvent, useId, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { authErrorCode } from '../../../lib/auth-errors';
import { useAuthCall } from '../../../lib/use-auth-call';
import styles from './account.module.css';
import { Outcome } from './outcome';

export const PASSWORD_MESSAGES = {
  passwordsDiffer: 'Passwords do not match',
  changed: 'Your password has been changed.',
  codeSent: (email: string) => `To confirm it is you, we sent a verification code to ${email}. Enter it to change your password.`,
} as const;

/**
 * Changes the password (PUT /user). A server that asks for reauthentication first (GoTrue's
 * `reauthentication_needed`) gets it: a code by mail (GET /reauthenticate), sent back as the nonce.
 */
export function PasswordSection({ email }: { readonly email: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [nonce, setNonce] = useState('');
  const [awaitingCode, setAwaitingCode] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { run, busy, error, setError } = useAuthCall();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (password !== confirmPassword) {
      setError(PASSWORD_MESSAGES.passwordsDiffer);
      return;
    }
    let reauthenticationNeeded = false;
    const updated = await run(
      (auth) => auth.updateUser(awaitingCode ? { password, nonce: nonce.trim() } : { password }),
      (failure) => {
        reauthenticationNeeded = authErrorCode(failure) === 'reauthentication_needed';
        return reauthenticationNeeded;
      },
    );
    if (updated) {
      setPassword('');
      setConfirmPassword('');
      setNonce('');
      setAwaitingCode(false);
      setOutcome(PASSWORD_MESSAGES.changed);
    } else if (reauthenticationNeeded && (await run((auth) => auth.reauthenticate()))) {
      setAwaitingCode(true);
      setOutcome(PASSWORD_MESSAGES.codeSent(email));
    }
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        Password
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <FormBanners error={error} />
        <Outcome message={outcome} />
        <div className={styles.fields}>
          <NewPasswordFields id={id} password={password} confirmPassword={confirmPassword} onPassword={setPassword} onConfirmPassword={setConfirmPassword} />
        </div>
        {awaitingCode && (
          <div className="field">
            <label htmlFor={`${id}-nonce`}>Verification code from your email</label>
            <input
              id={`${id}-nonce`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={nonce}
              onChange={(event) => setNonce(event.target.value)}
            />
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
