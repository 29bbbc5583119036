import { type FormEvent, useId, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { announce } from '../../../lib/announce';
import { useAuthCall } from '../../../lib/use-auth-call';
import { AUTH_MESSAGES } from '../hooks/use-auth-submit';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './auth-form.module.css';

interface NewPasswordFormProps {
  /** auth-js has fired PASSWORD_RECOVERY: the link's session is there to set the password with. */
  readonly ready: boolean;
  readonly onDone: () => void;
}

/** "Set a new password", opened from a reset link; once set, the person is signed in and the app opens. */
export function NewPasswordForm({ ready, onDone }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { run, busy, error, setError } = useAuthCall();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmPassword) {
      setError(AUTH_MESSAGES.passwordsDiffer);
      return;
    }
    if (await run((auth) => auth.updateUser({ password }))) {
      announce('Your new password is set. You are signed in.');
      onDone();
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} className={styles.stepTitle}>
        Set a new password
      </h2>
      {ready ? <p className={styles.stepHint}>Choose the password you will sign in with from now on.</p> : <p role="status">Opening your link...</p>}
      <FormBanners error={error} />
      <NewPasswordFields id={id} password={password} confirmPassword={confirmPassword} onPassword={setPassword} onConfirmPassword={setConfirmPassword} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !ready}>
        {busy ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
