import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import { playEffect } from '../../../lib/audio/audio-player';
import { useSignOut } from '../hooks/use-sign-out';
import { MusicControl } from './music-control';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-menu';
import styles from './app-layout.module.css';

interface MobileNavProps {
  readonly open: boolean;
  readonly email: string;
  readonly onClose: () => void;
}

/** The slide-in navigation of small screens: a modal <dialog>, so focus stays inside while it is open. */
export function MobileNav({ open, email, onClose }: MobileNavProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="mobile-navigation"
      className={styles.mobileNav}
      aria-label="Navigation menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={styles.mobileNavPanel}>
        <div className={styles.mobileNavTop}>
          <span className={styles.mobileNavTitle}>Menu</span>
          <button
            type="button"
            className="icon-button"
            aria-label="Close menu"
            onClick={() => {
              playEffect('click_menu_button');
              onClose();
            }}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <NavLinks variant="mobile" />
        </nav>
        <div className={styles.mobileNavMusic}>
          <span className={styles.mobileNavLabel}>Music &amp; sound</span>
          <MusicControl />
        </div>
        <UserSummary email={email} onSignOut={() => void signOut()} />
      </div>
    </dialog>
  );
}
