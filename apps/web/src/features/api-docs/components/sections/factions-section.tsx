import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';
import { Endpoint, FieldTable } from '../endpoint';
import { AUTH_HEADER, JSON_HEADER, KEEP_ID } from './entity-samples';

export function FactionsSection() {
  return (
    <div className={styles.prose}>
      <p>Factions are the powers of a world: kingdoms, guilds, orders, cults, tribes and companies.</p>
      <Endpoint method="POST" path="/api/factions">
        <p>
          Creates a faction and answers <code>201</code> with it.
        </p>
        <FieldTable
          caption="Create faction body"
          fields={[
            { name: 'world_id', type: 'uuid', required: true, description: 'The world it belongs to.' },
            { name: 'name', type: 'string', required: true, description: 'Up to 100 characters.' },
            { name: 'type', type: 'kingdom | guild | order | cult | tribe | company', required: true, description: 'What kind of power.' },
            { name: 'status', type: 'rising | stable | declining | collapsed', description: 'Default stable.' },
            { name: 'members_estimate', type: 'integer', description: 'Default 0.' },
            { name: 'controlled_locations', type: 'uuid[]', description: 'Locations it holds.' },
            { name: 'leader_id', type: 'uuid | null', description: 'A character of the world.' },
            { name: 'banner_color', type: '#rrggbb', description: 'Default #6b5bd6.' },
            { name: 'ideology', type: 'string', description: 'What it believes.' },
            { name: 'tags', type: 'string[]', description: 'Up to 30 short tags.' },
          ]}
        />
        <CodeSample
          title="Create a faction"
          code={`FACTION_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/factions" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d "{\\"world_id\\": \\"$WORLD_ID\\", \\"name\\": \\"The Lantern Guild\\", \\"type\\": \\"guild\\", \\"ideology\\": \\"Light belongs to everyone\\"}" \\
  | ${KEEP_ID})
echo "$FACTION_ID"`}
        />
      </Endpoint>
      <Endpoint method="GET" path="/api/factions?worldId={worldId}">
        <p>
          The factions of a world, one page at a time (<code>limit</code>, <code>cursor</code>).
        </p>
        <CodeSample title="List factions" code={`curl "$WORLDLOOM_URL/api/factions?worldId=$WORLD_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="GET" path="/api/factions/{id}">
        <p>One faction, with its historical events.</p>
        <CodeSample title="Get a faction" code={`curl "$WORLDLOOM_URL/api/factions/$FACTION_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="PUT" path="/api/factions/{id}">
        <p>
          Changes only the fields you send: <code>name</code>, <code>status</code>, <code>leader_id</code> (or{' '}
          <code>null</code>) and <code>ideology</code>.
        </p>
        <CodeSample
          title="Update a faction"
          code={`curl -X PUT "$WORLDLOOM_URL/api/factions/$FACTION_ID" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"status": "rising", "ideology": "Light, and the power that comes with it"}'`}
        />
      </Endpoint>
      <Endpoint method="DELETE" path="/api/factions/{id}">
        <p>
          Removes the faction and answers <code>{'{ "id": "...", "deleted": true }'}</code>.
        </p>
        <CodeSample title="Delete a faction" code={`curl -X DELETE "$WORLDLOOM_URL/api/factions/$FACTION_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
    </div>
  );
}
