import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormBanners } from '../../../components/form-banners';
import { type AuthMode, useAuthSubmit } from '../hooks/use-auth-submit';
import styles from './auth-form.module.css';

/** SPEC.md §9: the tab switch animates for 200 ms. */
export const TAB_SWITCH_MS = 200;

const TABS: readonly { mode: AuthMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'signup', label: 'Sign Up' },
];

interface CredentialsFormProps {
  /** The app is opening: the form takes no more submissions. */
  readonly leaving: boolean;
  /** What a mail's link said went wrong (an expired link, say), shown until the next submission. */
  readonly linkError: string | null;
  /** "Forgot password?", with the e-mail typed so far. */
  readonly onForgotPassword: (email: string) => void;
  /** Back from "Forgot password?": its e-mail, and the focus on the e-mail field. */
  readonly returningWith?: string;
}

/** Login and Sign Up, as two tabs over one form. */
export function CredentialsForm({ leaving, linkError, onForgotPassword, returningWith }: CredentialsFormProps) {
  const [mode, setMode] = useState<AuthMode>('login');
  const [switching, setSwitching] = useState(false);
  const [email, setEmail] = useState(returningWith ?? '');
  const emailField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { submit, submitting, error, notice, clearMessages } = useAuthSubmit();
  const [showLinkError, setShowLinkError] = useState(true);
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, signup: null });
  const id = useId();
  useEffect(() => () => clearTimeout(switchTimer.current), []);
  useEffect(() => {
    if (returningWith !== undefined) emailField.current?.focus();
  }, [returningWith]);

  function switchTo(next: AuthMode) {
    if (next === mode) return;
    setMode(next);
    clearMessages();
    setSwitching(true);
    clearTimeout(switchTimer.current);
    switchTimer.current = setTimeout(() => setSwitching(false), TAB_SWITCH_MS);
  }

  function onTabKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'login' ? 'signup' : 'login';
    switchTo(next);
    tabRefs.current[next]?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowLinkError(false);
    void submit(mode, { email, password, confirmPassword });
  }

  const submitLabel = mode === 'login' ? (submitting ? 'Logging in...' : 'Login') : submitting ? 'Creating Account...' : 'Sign Up';

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label="Account">
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[tab.mode] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.mode}-tab`}
            aria-selected={mode === tab.mode}
            aria-controls={`${id}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => switchTo(tab.mode)}
            onKeyDown={onTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
        <span className={styles.indicator} data-mode={mode} aria-hidden="true" />
      </div>
      {/* The tab panel holds the form: a form element may not take the tabpanel role itself. */}
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${mode}-tab`}
        className={switching ? styles.switching : undefined}
        data-switching={switching}
      >
        <form className={styles.form} onSubmit={onSubmit}>
          <FormBanners error={error ?? (showLinkError ? linkError : null)} notice={notice} />
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              ref={emailField}
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              type="password"
              required
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {mode === 'signup' && (
            <div className="field">
              <label htmlFor={`${id}-confirm`}>Confirm Password</label>
              <input
                id={`${id}-confirm`}
                type="password"
                required
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting || leaving}>
            {submitLabel}
          </button>
          {mode === 'login' && (
            <button type="button" className={styles.textButton} onClick={() => onForgotPassword(email)}>
              Forgot password?
            </button>
          )}
        </form>
      </div>
    </>
  );
}
