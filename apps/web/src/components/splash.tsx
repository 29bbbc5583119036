import { BrandMark } from './brand-mark';
import styles from './splash.module.css';

/** Shown while auth-js reads the persisted session (SPEC.md §2, guard for /app). */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <BrandMark size={64} />
      <p className={styles.name}>Worldloom</p>
      <p className={styles.loading}>Loading...</p>
    </div>
  );
}
