import { useSession } from '../../../lib/session';
import styles from './account.module.css';
import { PasswordSection } from './password-section';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSection } from './two-factor-section';

/** The signed-in person's account: their e-mail, password, two-factor sign-in and sessions. */
export function AccountPage() {
  const email = useSession()?.user.email ?? '';

  return (
    <div className={styles.page}>
      <header className="page-header">
        <div>
          <h1 className="page-title">Account</h1>
          <p className="page-subtitle">How you sign in to Worldloom, and how that is kept safe.</p>
        </div>
      </header>
      <section className={`card ${styles.section}`} aria-labelledby="account-email-heading">
        <h2 id="account-email-heading" className={styles.sectionTitle}>
          Email
        </h2>
        <p className={styles.email} data-testid="account-email">
          {email}
        </p>
      </section>
      <PasswordSection email={email} />
      <TwoFactorSection />
      <SignOutEverywhere />
    </div>
  );
}
