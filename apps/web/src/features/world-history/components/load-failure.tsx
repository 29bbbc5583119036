import { AlertIcon } from '../../../components/icons';
import styles from './world-history.module.css';

/** A failed load, said in a banner, with a way to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={`banner banner-error ${styles.failure}`}>
      <AlertIcon />
      <span>{message}</span>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
