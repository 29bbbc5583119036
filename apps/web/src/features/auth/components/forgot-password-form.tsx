import { type FormEvent, useId, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { useAuthCall } from '../../../lib/use-auth-call';
import { authLinkTarget } from '../hooks/auth-link';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './auth-form.module.css';

/** The same answer whether or not the address has an account (GoTrue's /recover says nothing either). */
export function resetLinkSent(email: string): string {
  return `If ${email} has an account, a link to set a new password is on its way. Check your email.`;
}

interface ForgotPasswordFormProps {
  readonly initialEmail: string;
  /** Back to the Login tab, with the e-mail typed here. */
  readonly onBack: (email: string) => void;
}

/** "Forgot password?": asks for the e-mail and sends a reset link that comes back to the Login page. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, busy, error } = useAuthCall();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const sent = await run((auth) => auth.resetPasswordForEmail(email, { redirectTo: authLinkTarget(window.location.origin) }));
    if (sent) setSentTo(email);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} className={styles.stepTitle}>
        Reset your password
      </h2>
      <p className={styles.stepHint}>Enter the email you signed up with and we will send you a link to set a new password.</p>
      <FormBanners error={error} notice={sentTo && resetLinkSent(sentTo)} />
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
      <button type="button" className={styles.textButton} onClick={() => onBack(email)}>
        Back to login
      </button>
    </form>
  );
}
