import type { Session } from '@supabase/auth-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { BrandMark } from '../../../components/brand-mark';
import { InsideMainLandmark } from '../../../components/main-landmark';
import { MenuIcon } from '../../../components/icons';
import { playEffect } from '../../../lib/audio/audio-player';
import { queryClient } from '../../../lib/trpc';
import { useScrolled } from '../hooks/use-scrolled';
import { MobileNav } from './mobile-nav';
import { MusicControl } from './music-control';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';
import styles from './app-layout.module.css';

function trimmed(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The path the document was loaded at, whatever the history has done since. */
const DOCUMENT_PATH = trimmed(new URL(performance.getEntriesByType('navigation')[0]?.name ?? window.location.href).pathname);

export function AppLayout({ session }: { session: Session }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // SPEC.md §9: the 50 ms entrance is a route change's; the page the document was opened at just shows.
  const awayFromFirstPage = trimmed(pathname) !== DOCUMENT_PATH;
  const [routeChanged, setRouteChanged] = useState(awayFromFirstPage);
  if (awayFromFirstPage && !routeChanged) setRouteChanged(true);
  const scrolled = useScrolled();
  // The menu remembers the page it was opened on, so any route change closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const email = session.user.email ?? '';

  return (
    <QueryClientProvider client={queryClient}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header} data-scrolled={scrolled}>
        <div className={styles.desktopBar} data-testid="desktop-header">
          <Brand />
          <nav aria-label="Main" className={styles.desktopNav}>
            <NavLinks variant="desktop" />
          </nav>
          <div className={styles.headerTools}>
            <MusicControl />
            <UserMenu email={email} />
          </div>
        </div>
        <div className={styles.mobileBar} data-testid="mobile-header">
          <Brand />
          <button
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            onClick={() => {
              playEffect('click_menu_button');
              setMenuOpenedAt(pathname);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </header>
      <MobileNav open={menuOpen} email={email} onClose={() => setMenuOpenedAt(null)} />
      {/* Keyed by path: each route change replays the 50 ms entrance (SPEC.md §9). */}
      <main id="main-content" key={pathname} className={`${styles.content} ${routeChanged ? styles.entering : ''}`} tabIndex={-1}>
        <InsideMainLandmark value>
          <Outlet />
        </InsideMainLandmark>
      </main>
    </QueryClientProvider>
  );
}

function Brand() {
  return (
    <Link to="/app" className={styles.brand} aria-label="Worldloom dashboard">
      <BrandMark size={32} />
      <span className={styles.brandName}>Worldloom</span>
    </Link>
  );
}
