import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { queryClient } from '../../../lib/trpc';
import { useAuthCall } from '../../../lib/use-auth-call';
import styles from './account.module.css';

/** Ends every session of the account, on every device (POST /logout?scope=global), this one included. */
export function SignOutEverywhere() {
  const { run, busy, error } = useAuthCall();
  const navigate = useNavigate();
  const id = useId();

  async function signOutEverywhere() {
    if (!(await run((auth) => auth.signOut({ scope: 'global' })))) return;
    queryClient.clear();
    await navigate({ to: '/' });
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        Sessions
      </h2>
      <p className={styles.hint}>Signed in on a device you no longer use? Sign out of Worldloom on every device at once, this one included.</p>
      <FormBanners error={error} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void signOutEverywhere()}>
          {busy ? 'Signing out...' : 'Sign out everywhere'}
        </button>
      </div>
    </section>
  );
}
