import styles from '../api-docs.module.css';

export function BestPracticesSection() {
  return (
    <div className={styles.prose}>
      <h3>Keep keys secret</h3>
      <ul>
        <li>Never expose API keys in client-side code or public repositories; call the API from your own server.</li>
        <li>Use one key per integration, and rotate keys every 90 days: create the new key, switch, revoke the old one.</li>
        <li>Give keys an expiry where you can, and revoke a key at once if it may have leaked.</li>
      </ul>
      <h3>Respect the rate limit</h3>
      <ul>
        <li>
          Stay under 100 requests per minute per key. Watch <code>X-RateLimit-Remaining</code>, and on <code>429</code> wait the{' '}
          <code>Retry-After</code> seconds before trying again.
        </li>
        <li>Poll seeding every 2 seconds rather than in a tight loop.</li>
      </ul>
      <h3>Read lists page by page</h3>
      <ul>
        <li>
          Lists return at most 100 items. Follow <code>next_cursor</code> until it is <code>null</code> instead of assuming one
          page holds everything.
        </li>
      </ul>
      <h3>Shape the story</h3>
      <ul>
        <li>
          Record world events before you progress (or pass them as <code>recentEvents</code>), so the next beat takes them into
          account. Higher <code>impact_level</code> events change more.
        </li>
        <li>
          Treat a progress answer with <code>complete: true</code> as the end of the arc; start a new arc to continue the story.
        </li>
        <li>
          Handle <code>409</code> (the world is already seeded, or an arc is still active) by reading the world state and
          carrying on from there.
        </li>
      </ul>
    </div>
  );
}
