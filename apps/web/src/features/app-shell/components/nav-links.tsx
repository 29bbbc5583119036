import { Link } from '@tanstack/react-router';
import { playEffect } from '../../../lib/audio/audio-player';
import { NAV_ITEMS } from './nav-items';
import styles from './app-layout.module.css';

export function NavLinks({ variant }: { variant: 'desktop' | 'mobile' }) {
  return (
    <ul className={variant === 'desktop' ? styles.desktopNavList : styles.mobileNavList}>
      {NAV_ITEMS.map(({ to, label, exact, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            activeOptions={{ exact, includeSearch: false }}
            className={styles.navLink}
            onClick={() => playEffect('click_menu_button')}
          >
            <Icon width={18} height={18} />
            <span>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
