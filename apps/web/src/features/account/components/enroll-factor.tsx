import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { focusProduced } from '../../../lib/announce';
import { useAuthCall } from '../../../lib/use-auth-call';
import { qrCodeSource } from '../hooks/qr-code-source';
import styles from './account.module.css';

/** A TOTP factor just enrolled, not yet verified: what the authenticator app needs. */
export interface Enrolment {
  readonly factorId: string;
  /** An SVG data URL. */
  readonly qrCode: string;
  readonly secret: string;
}

interface EnrollFactorProps {
  readonly enrolment: Enrolment;
  readonly onEnabled: () => void;
  readonly onCancel: () => void;
}

/** Scan (or type) the secret, then prove it with a first code: a challenge and its verification. */
export function EnrollFactor({ enrolment, onEnabled, onCancel }: EnrollFactorProps) {
  const [code, setCode] = useState('');
  const { run, busy, error } = useAuthCall();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => focusProduced(heading.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const verified = await run((auth) => auth.mfa.challengeAndVerify({ factorId: enrolment.factorId, code: code.trim() }));
    if (verified) onEnabled();
    else setCode('');
  }

  return (
    <form className={styles.enroll} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} className={styles.enrollTitle}>
        Set up your authenticator app
      </h3>
      <ol className={styles.steps}>
        <li>
          <p>Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Authy).</p>
          <img className={styles.qr} src={qrCodeSource(enrolment.qrCode)} alt="QR code for your authenticator app" width={180} height={180} />
        </li>
        <li>
          <p>Or enter this key in the app by hand:</p>
          <code className={styles.secret} data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </li>
        <li>
          <div className="field">
            <label htmlFor={`${id}-code`}>6-digit code from the app</label>
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
        </li>
      </ol>
      <FormBanners error={error} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify and turn on'}
        </button>
      </div>
    </form>
  );
}
