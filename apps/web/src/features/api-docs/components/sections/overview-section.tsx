import styles from '../api-docs.module.css';

export function OverviewSection() {
  const origin = window.location.origin;
  return (
    <div className={styles.prose}>
      <p>
        The Worldloom REST API gives your servers, game engines and tools the same story engine as this app: create worlds,
        have them populated with locations, factions and characters, run 15-beat story arcs and record the events that steer
        them.
      </p>
      <h3>Base URL</h3>
      <p>
        Every path below is relative to <code>{origin}</code> and starts with <code>/api</code>. Requests and answers are JSON;
        send <code>Content-Type: application/json</code> with a body.
      </p>
      <h3>Resources</h3>
      <ul>
        <li>
          <strong>Worlds</strong> — <code>/api/worlds</code>: create, list, read, read the whole state, seed.
        </li>
        <li>
          <strong>Characters</strong>, <strong>Locations</strong>, <strong>Factions</strong> — <code>/api/characters</code>,{' '}
          <code>/api/locations</code>, <code>/api/factions</code>: create, list by world, read, update, delete; locations can
          also be searched.
        </li>
        <li>
          <strong>Arcs and world events</strong> — <code>/api/worlds/{'{worldId}'}/arcs</code>,{' '}
          <code>/api/worlds/{'{worldId}'}/events</code>, <code>/api/worlds/arcs/{'{arcId}'}/progress</code> and{' '}
          <code>/api/beats/{'{beatId}'}/events</code>.
        </li>
      </ul>
      <h3>Reference</h3>
      <p>
        The full machine-readable description is the OpenAPI 3.1 document at{' '}
        <a href="/api/openapi.json" target="_blank" rel="noreferrer">
          /api/openapi.json
        </a>
        ; you can try every operation in{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          Swagger UI at /api/docs
        </a>
        .
      </p>
      <h3>Limits</h3>
      <ul>
        <li>
          100 requests per minute per API key. Every answer carries <code>X-RateLimit-Limit</code>,{' '}
          <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>; over the limit you get <code>429</code> with a{' '}
          <code>Retry-After</code> header in seconds.
        </li>
        <li>
          Lists answer one page: <code>{'{ "items": [...], "next_cursor": "..." }'}</code> with at most 100 items (
          <code>limit</code>, default 50). Pass <code>next_cursor</code> as <code>cursor</code> for the next page; it is{' '}
          <code>null</code> on the last one.
        </li>
      </ul>
      <h3>Errors</h3>
      <p>
        A failed request answers <code>{'{ "error": "message", "code": "NOT_FOUND" }'}</code>; a bad input adds{' '}
        <code>issues</code>, each with <code>code</code>, <code>path</code> and <code>message</code>.
      </p>
      <div className={styles.tableWrap} role="region" aria-label="HTTP statuses" tabIndex={0}>
        <table className={styles.fields}>
          <caption className="visually-hidden">HTTP statuses</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Code</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>200, 201, 202</td>
              <td>—</td>
              <td>Success; 201 when something was created, 202 when seeding was started.</td>
            </tr>
            <tr>
              <td>400</td>
              <td>
                <code>BAD_REQUEST</code>
              </td>
              <td>The input does not match its schema; see <code>issues</code>.</td>
            </tr>
            <tr>
              <td>401</td>
              <td>
                <code>UNAUTHORIZED</code>
              </td>
              <td>Missing, unknown, revoked or expired API key.</td>
            </tr>
            <tr>
              <td>404</td>
              <td>
                <code>NOT_FOUND</code>
              </td>
              <td>No such resource among your own.</td>
            </tr>
            <tr>
              <td>409</td>
              <td>
                <code>CONFLICT</code>
              </td>
              <td>The world is not in a state for this (for example, already seeded, or an arc is still active).</td>
            </tr>
            <tr>
              <td>429</td>
              <td>
                <code>TOO_MANY_REQUESTS</code>
              </td>
              <td>Rate limited; wait <code>Retry-After</code> seconds.</td>
            </tr>
            <tr>
              <td>500</td>
              <td>
                <code>INTERNAL_SERVER_ERROR</code>
              </td>
              <td>Something failed on our side.</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
