import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useContext, useEffect, useState } from 'react';
import { isChunkLoadError, reloadForNewVersion } from '../lib/chunk-reload';
import { AlertIcon } from './icons';
import { InsideMainLandmark } from './main-landmark';
import styles from './route-error.module.css';

/**
 * What a route shows when it fails, instead of the router's bare default: a page whose code is gone (a
 * deploy while the tab was open) reloads once to the new version; anything else gets a plain message,
 * Retry and a way back to the worlds.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const Wrapper = useContext(InsideMainLandmark) ? 'div' : 'main';
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForNewVersion(error));

  useEffect(() => {
    if (!reloading) console.error('Route failed', error);
  }, [error, reloading]);

  if (reloading) {
    return (
      <p role="status" className={`status-text ${styles.reloading}`}>
        Loading the new version of Worldloom...
      </p>
    );
  }

  function retry() {
    // A browser keeps a script that failed to load as failed for the page's life: only a reload asks again.
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  }

  return (
    <Wrapper className={styles.page}>
      <section className={`card ${styles.panel}`} aria-labelledby="route-error-title">
        <AlertIcon width={28} height={28} className={styles.icon} />
        <h1 id="route-error-title" className={styles.title}>
          This page could not be shown
        </h1>
        <p className={styles.text}>
          {isChunkLoadError(error)
            ? 'Part of Worldloom could not be downloaded. Check your connection, then try again.'
            : 'Something went wrong on our side. Try again, or go back to your worlds.'}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Retry
          </button>
          <Link to="/app/worlds" className="btn btn-secondary" reloadDocument>
            Back to worlds
          </Link>
        </div>
      </section>
    </Wrapper>
  );
}
