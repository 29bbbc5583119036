import type { Factor } from '@supabase/auth-js';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormBanners } from '../../../components/form-banners';
import { formatDate } from '../../../lib/format-date';
import { useAuthCall } from '../../../lib/use-auth-call';
import { useFactors, useInvalidateFactors } from '../api/factors';
import styles from './account.module.css';
import { EnrollFactor, type Enrolment } from './enroll-factor';
import { Outcome } from './outcome';

export const TWO_FACTOR_MESSAGES = {
  on: 'Two-factor authentication is on. Signing in asks for a code from your authenticator app.',
  off: 'Two-factor authentication is off. Add an authenticator app so that a password alone cannot open your account.',
  enabled: 'Your authenticator app is set up. Signing in will ask for its code.',
  removed: 'The authenticator app was removed.',
  loadFailed: 'Failed to load your authenticator apps.',
} as const;

export function factorName(factor: Pick<Factor, 'friendly_name'>): string {
  return factor.friendly_name?.trim() || 'Authenticator app';
}

/** TOTP factors: the ones set up, each removable, and setting up a new one (POST/DELETE /factors). */
export function TwoFactorSection() {
  const factors = useFactors();
  const invalidateFactors = useInvalidateFactors();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { run, busy, error } = useAuthCall();
  const id = useId();
  const verified = factors.data?.filter((factor) => factor.status === 'verified') ?? [];
  // The factor being set up shows as its set-up form, not as a row of its own.
  const listed = factors.data?.filter((factor) => factor.id !== enrolment?.factorId) ?? [];

  async function startEnrolment() {
    setOutcome(null);
    const enrolled = await run((auth) => auth.mfa.enroll({ factorType: 'totp' }));
    if (enrolled?.data) setEnrolment({ factorId: enrolled.data.id, qrCode: enrolled.data.totp.qr_code, secret: enrolled.data.totp.secret });
    await invalidateFactors();
  }

  /** Removes a factor; one given up half-way through its set-up goes without a word. */
  async function unenroll(factorId: string, removedMessage: string | null) {
    setOutcome(null);
    const removed = await run((auth) => auth.mfa.unenroll({ factorId }));
    setRemoving(null);
    if (removed) setOutcome(removedMessage);
    await invalidateFactors();
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        Two-factor authentication
      </h2>
      {factors.isPending && <p role="status">Loading your authenticator apps...</p>}
      {factors.isError && (
        <p role="alert" className="banner banner-error">
          {TWO_FACTOR_MESSAGES.loadFailed}
        </p>
      )}
      {factors.isSuccess && <p className={styles.hint}>{verified.length > 0 ? TWO_FACTOR_MESSAGES.on : TWO_FACTOR_MESSAGES.off}</p>}
      <FormBanners error={error} />
      <Outcome message={outcome} />
      {listed.length > 0 && (
        <ul className={styles.factors} aria-label="Authenticator apps">
          {listed.map((factor) => (
            <li key={factor.id} className={styles.factor} data-testid="factor-row">
              <div>
                <p className={styles.factorName}>{factorName(factor)}</p>
                <p className={styles.factorMeta}>
                  {factor.status === 'verified' ? 'Verified' : 'Not verified'} · added <time dateTime={factor.created_at}>{formatDate(factor.created_at)}</time>
                </p>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={`Remove ${factorName(factor)} added ${formatDate(factor.created_at)}`}
                disabled={busy}
                onClick={() => setRemoving(factor)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {enrolment ? (
        <EnrollFactor
          enrolment={enrolment}
          onEnabled={() => {
            setEnrolment(null);
            setOutcome(TWO_FACTOR_MESSAGES.enabled);
            void invalidateFactors();
          }}
          onCancel={() => {
            setEnrolment(null);
            void unenroll(enrolment.factorId, null);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void startEnrolment()}>
            Set up an authenticator app
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove authenticator app?"
        message="Signing in will no longer ask for a code from this app."
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => removing && void unenroll(removing.id, TWO_FACTOR_MESSAGES.removed)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
