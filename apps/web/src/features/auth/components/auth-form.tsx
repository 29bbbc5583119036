import { useState } from 'react';
import { needsSecondFactor } from '../../../lib/assurance-level';
import { useSession } from '../../../lib/session';
import { useAuthLink } from '../hooks/use-auth-link';
import { useRedirectWhenSignedIn } from '../hooks/use-redirect-when-signed-in';
import styles from './auth-form.module.css';
import { CredentialsForm } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { SecondFactorForm } from './second-factor-form';

/** What the form says when auth-js could not open a password-reset link. */
export const RECOVERY_LINK_FAILED = 'This password reset link is no longer valid. Ask for a new one.';

interface AuthFormProps {
  /** Opens /app once the user is signed in; main.tsx's without the router, the routes' with it. */
  readonly onSignedIn: () => void;
}

/**
 * Signing in, step by step: the e-mail and password (or a reset link asked for), then the authenticator's code
 * for a person with a verified factor; a page opened from a reset link asks for the new password instead.
 */
export function AuthForm({ onSignedIn }: AuthFormProps) {
  const session = useSession();
  const { recovery, linkError, finishRecovery } = useAuthLink();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [returningWith, setReturningWith] = useState<string | undefined>(undefined);
  const secondFactorDue = Boolean(session && needsSecondFactor(session));
  const recovering = recovery === 'opening' || recovery === 'ready';
  const leaving = useRedirectWhenSignedIn(onSignedIn, recovering || secondFactorDue);

  function step() {
    if (recovering) return <NewPasswordForm ready={recovery === 'ready'} onDone={finishRecovery} />;
    if (secondFactorDue) return <SecondFactorForm />;
    if (forgotEmail !== null) {
      const back = (email: string) => {
        setReturningWith(email);
        setForgotEmail(null);
      };
      return <ForgotPasswordForm initialEmail={forgotEmail} onBack={back} />;
    }
    return (
      <CredentialsForm
        leaving={leaving}
        linkError={recovery === 'failed' ? RECOVERY_LINK_FAILED : linkError}
        onForgotPassword={setForgotEmail}
        returningWith={returningWith}
      />
    );
  }

  return (
    <section className={`${styles.card} ${leaving ? styles.leaving : ''}`} aria-label="Sign in or create an account" data-leaving={leaving}>
      {step()}
    </section>
  );
}
