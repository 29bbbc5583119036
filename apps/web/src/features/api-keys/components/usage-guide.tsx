import { Link } from '@tanstack/react-router';
import { BookIcon, ShieldIcon } from '../../../components/icons';
import styles from './api-keys.module.css';

export function UsageGuide() {
  const origin = window.location.origin;
  return (
    <div className={styles.guides}>
      <section className={`card ${styles.guide}`} aria-labelledby="usage-heading">
        <h2 id="usage-heading" className={styles.sectionTitle}>
          <BookIcon />
          Using your key
        </h2>
        <p>
          Send the key in the <code>x-api-key</code> header of every request to the REST API:
        </p>
        <pre className={styles.snippet} tabIndex={0} aria-label="Example request">
          <code>{`curl ${origin}/api/worlds \\\n  -H "x-api-key: YOUR_API_KEY"`}</code>
        </pre>
        <p>
          Each key sees only your own worlds and allows 100 requests per minute. Endpoints, fields and examples are in the{' '}
          <Link to="/app/api-docs">API documentation</Link>.
        </p>
      </section>
      <section className={`card ${styles.guide}`} aria-labelledby="security-heading">
        <h2 id="security-heading" className={styles.sectionTitle}>
          <ShieldIcon />
          Security tips
        </h2>
        <ul className={styles.tips}>
          <li>Never expose API keys in client-side code (browsers, mobile apps) or in public repositories; call the API from your server.</li>
          <li>Rotate your keys every 90 days: create a new key, switch over, then revoke the old one.</li>
          <li>Use one key per integration, so you can revoke one without breaking the others.</li>
          <li>Revoke a key at once if it may have leaked. Revoking is immediate and cannot be undone.</li>
        </ul>
      </section>
    </div>
  );
}
