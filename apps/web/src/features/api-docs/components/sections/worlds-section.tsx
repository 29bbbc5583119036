import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';
import { Endpoint, FieldTable } from '../endpoint';
import { AUTH_HEADER, JSON_HEADER } from './entity-samples';

const WORLD_JSON = `{
  "id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
  "name": "The Enchanted Kingdom",
  "description": "A realm of ancient forests, floating citadels and feuding mage-houses.",
  "current_arc_id": null,
  "created_at": "2025-11-20T09:30:00.000Z",
  "updated_at": "2025-11-20T09:30:00.000Z"
}`;

export function WorldsSection() {
  return (
    <div className={styles.prose}>
      <p>Worlds belong to the owner of the API key. The examples use the variables set in Quick Start.</p>
      <Endpoint method="POST" path="/api/worlds">
        <p>
          Creates a world and answers <code>201</code> with it.
        </p>
        <FieldTable
          caption="Create world body"
          fields={[
            { name: 'name', type: 'string', required: true, description: 'Up to 120 characters.' },
            { name: 'description', type: 'string', required: true, description: 'Up to 2000 characters; sets the tone.' },
          ]}
        />
        <CodeSample
          title="Create a world"
          code={`curl -X POST "$WORLDLOOM_URL/api/worlds" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"name": "The Enchanted Kingdom", "description": "A realm of ancient forests, floating citadels and feuding mage-houses."}'`}
        />
        <CodeSample title="201 Created" language="json" code={WORLD_JSON} />
      </Endpoint>
      <Endpoint method="GET" path="/api/worlds">
        <p>
          Your worlds, newest first, one page at a time: <code>limit</code> (1-100, default 50) and <code>cursor</code> (the{' '}
          <code>next_cursor</code> of the previous page).
        </p>
        <CodeSample title="List worlds" code={`curl "$WORLDLOOM_URL/api/worlds?limit=10" \\\n  ${AUTH_HEADER}`} />
        <CodeSample title="200 OK" language="json" code={`{\n  "items": [${WORLD_JSON.replace(/\n/g, '\n    ')}],\n  "next_cursor": null\n}`} />
      </Endpoint>
      <Endpoint method="GET" path="/api/worlds/{worldId}">
        <p>One world.</p>
        <CodeSample title="Get a world" code={`curl "$WORLDLOOM_URL/api/worlds/$WORLD_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="GET" path="/api/worlds/{worldId}/state">
        <p>
          The world with its current arc (<code>currentArc</code>, or <code>null</code>) and the beats generated so far in
          that arc (<code>currentBeats</code>, by <code>beat_index</code>).
        </p>
        <CodeSample title="Get the world state" code={`curl "$WORLDLOOM_URL/api/worlds/$WORLD_ID/state" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="POST" path="/api/worlds/{worldId}/seed">
        <p>
          Starts populating the world with locations, factions and characters, and answers <code>202</code> at once with{' '}
          <code>{'{ "worldId", "requestId", "status": "seeding" }'}</code>. Poll the lists to follow it. A world is seeded
          once; asking again answers <code>409</code>.
        </p>
        <CodeSample title="Seed a world" code={`curl -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/seed" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
    </div>
  );
}
