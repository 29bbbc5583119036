import { Link } from '@tanstack/react-router';
import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';

export function AuthenticationSection() {
  return (
    <div className={styles.prose}>
      <p>
        Every request carries an API key in the <code>x-api-key</code> header. Create keys on the{' '}
        <Link to="/app/api-keys">API Keys</Link> page; the full key is shown once, when you create it.
      </p>
      <CodeSample
        title="An authenticated request"
        code={`curl "$WORLDLOOM_URL/api/worlds" \\\n  -H "x-api-key: $WORLDLOOM_API_KEY"`}
      />
      <p>
        A key acts as you: lists return your own worlds, and another user&apos;s world answers <code>404</code>. A missing,
        unknown, revoked or expired key answers <code>401</code>:
      </p>
      <CodeSample title="401 Unauthorized" language="json" code={`{\n  "error": "Invalid or missing API key",\n  "code": "UNAUTHORIZED"\n}`} />
      <ul>
        <li>Never expose API keys in client-side code (web pages, mobile apps) or in public repositories.</li>
        <li>Rotate keys every 90 days, and revoke a key at once if it may have leaked.</li>
      </ul>
    </div>
  );
}
