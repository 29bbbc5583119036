import { type FormEvent, useId, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { useAuthCall } from '../../../lib/use-auth-call';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './auth-form.module.css';

/** What the form says when the person's verified factor cannot be found (removed meanwhile on another device). */
export const NO_FACTOR_MESSAGE = 'No authenticator app is set up for this account any more. Sign in again.';

/**
 * The second step for a person with a verified TOTP factor: a challenge and its 6-digit code (auth-js fires
 * MFA_CHALLENGE_VERIFIED and the session reaches aal2, which opens the app).
 */
export function SecondFactorForm() {
  const [code, setCode] = useState('');
  const { run, busy, error, setError } = useAuthCall();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const factors = await run((auth) => auth.mfa.listFactors());
    const factor = factors?.data?.totp[0];
    if (!factors) return;
    if (!factor) {
      setError(NO_FACTOR_MESSAGE);
      return;
    }
    const challenge = await run((auth) => auth.mfa.challenge({ factorId: factor.id }));
    if (!challenge?.data) return;
    const challengeId = challenge.data.id;
    const verified = await run((auth) => auth.mfa.verify({ factorId: factor.id, challengeId, code: code.trim() }));
    if (!verified) setCode('');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} className={styles.stepTitle}>
        Two-factor authentication
      </h2>
      <p className={styles.stepHint}>Enter the 6-digit code your authenticator app shows for Worldloom.</p>
      <FormBanners error={error} />
      <div className="field">
        <label htmlFor={`${id}-code`}>Authentication code</label>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <button type="button" className={styles.textButton} onClick={() => void run((auth) => auth.signOut({ scope: 'local' }))}>
        Use another account
      </button>
    </form>
  );
}
