import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useSignOut } from '../hooks/use-sign-out';
import styles from './app-layout.module.css';

/** The signed-in user's email, "Signed in", and Sign Out — a disclosure that closes on Escape or outside click. */
export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="User menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {email.charAt(0).toUpperCase()}
        </span>
      </button>
      <div id={menuId} className={styles.userPanel} hidden={!open}>
        <UserSummary email={email} onSignOut={() => void signOut()} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

export function UserSummary({ email, onSignOut, onNavigate }: { email: string; onSignOut: () => void; onNavigate?: () => void }) {
  return (
    <div className={styles.userSummary}>
      <p className={styles.userEmail}>{email}</p>
      <p className={styles.userStatus}>Signed in</p>
      <Link to="/app/account" className="btn btn-ghost btn-block" onClick={onNavigate}>
        Account
      </Link>
      <button type="button" className="btn btn-secondary btn-block" onClick={onSignOut}>
        Sign Out
      </button>
    </div>
  );
}
