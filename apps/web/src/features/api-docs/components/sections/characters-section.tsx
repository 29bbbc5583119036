import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';
import { Endpoint, FieldTable } from '../endpoint';
import { AUTH_HEADER, JSON_HEADER, KEEP_ID } from './entity-samples';

export function CharactersSection() {
  return (
    <div className={styles.prose}>
      <p>Characters live in a world, optionally at a location and in a faction.</p>
      <Endpoint method="POST" path="/api/characters">
        <p>
          Creates a character and answers <code>201</code> with it.
        </p>
        <FieldTable
          caption="Create character body"
          fields={[
            { name: 'world_id', type: 'uuid', required: true, description: 'The world it belongs to.' },
            { name: 'name', type: 'string', required: true, description: 'Up to 100 characters.' },
            { name: 'type', type: 'player | npc', description: 'Default npc.' },
            { name: 'story_role', type: 'major | minor | wildcard | background', description: 'Default minor.' },
            { name: 'status', type: 'active | deceased | missing | retired', description: 'Default active.' },
            { name: 'description, background', type: 'string', description: 'Free text.' },
            { name: 'personality_traits, motivations', type: 'string[]', description: 'Short phrases.' },
            { name: 'location_id, faction_id', type: 'uuid | null', description: 'Where they are and whom they serve.' },
          ]}
        />
        <CodeSample
          title="Create a character"
          code={`CHARACTER_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/characters" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d "{\\"world_id\\": \\"$WORLD_ID\\", \\"name\\": \\"Mira Vell\\", \\"type\\": \\"npc\\", \\"story_role\\": \\"major\\"}" \\
  | ${KEEP_ID})
echo "$CHARACTER_ID"`}
        />
      </Endpoint>
      <Endpoint method="GET" path="/api/characters?worldId={worldId}">
        <p>
          The characters of a world, one page at a time (<code>limit</code>, <code>cursor</code>).
        </p>
        <CodeSample title="List characters" code={`curl "$WORLDLOOM_URL/api/characters?worldId=$WORLD_ID&limit=20" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="GET" path="/api/characters/{id}">
        <p>One character, with memories and the beats they witnessed.</p>
        <CodeSample title="Get a character" code={`curl "$WORLDLOOM_URL/api/characters/$CHARACTER_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="PUT" path="/api/characters/{id}">
        <p>
          Changes only the fields you send: <code>name</code>, <code>status</code>, <code>location_id</code> (or{' '}
          <code>null</code>) and <code>description</code>. Answers the updated character.
        </p>
        <CodeSample
          title="Update a character"
          code={`curl -X PUT "$WORLDLOOM_URL/api/characters/$CHARACTER_ID" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"name": "Mira the Wanderer", "status": "missing"}'`}
        />
      </Endpoint>
      <Endpoint method="DELETE" path="/api/characters/{id}">
        <p>
          Removes the character and answers <code>{'{ "id": "...", "deleted": true }'}</code>.
        </p>
        <CodeSample title="Delete a character" code={`curl -X DELETE "$WORLDLOOM_URL/api/characters/$CHARACTER_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
    </div>
  );
}
