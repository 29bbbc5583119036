import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';
import { Endpoint, FieldTable } from '../endpoint';
import { AUTH_HEADER, JSON_HEADER, KEEP_ID } from './entity-samples';

export function LocationsSection() {
  return (
    <div className={styles.prose}>
      <p>Locations are regions, cities, landmarks and wilderness; a location may sit inside a parent region.</p>
      <Endpoint method="POST" path="/api/locations">
        <p>
          Creates a location and answers <code>201</code> with it.
        </p>
        <FieldTable
          caption="Create location body"
          fields={[
            { name: 'world_id', type: 'uuid', required: true, description: 'The world it belongs to.' },
            { name: 'name', type: 'string', required: true, description: 'Up to 100 characters.' },
            { name: 'type', type: 'region | city | landmark | wilderness', required: true, description: 'What kind of place.' },
            {
              name: 'status',
              type: 'thriving | stable | declining | ruined | abandoned | lost',
              description: 'Default stable.',
            },
            { name: 'description', type: 'string', description: 'Free text.' },
            { name: 'tags', type: 'string[]', description: 'Up to 30 short tags.' },
            { name: 'parent_location_id', type: 'uuid | null', description: 'The region it lies in.' },
            { name: 'relative_x, relative_y', type: 'number 0-1 | null', description: 'Position on the world map.' },
          ]}
        />
        <CodeSample
          title="Create a location"
          code={`LOCATION_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/locations" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d "{\\"world_id\\": \\"$WORLD_ID\\", \\"name\\": \\"Emberfall\\", \\"type\\": \\"city\\", \\"status\\": \\"thriving\\", \\"tags\\": [\\"harbor\\"]}" \\
  | ${KEEP_ID})
echo "$LOCATION_ID"`}
        />
      </Endpoint>
      <Endpoint method="GET" path="/api/locations?worldId={worldId}">
        <p>
          The locations of a world, one page at a time (<code>limit</code>, <code>cursor</code>).
        </p>
        <CodeSample title="List locations" code={`curl "$WORLDLOOM_URL/api/locations?worldId=$WORLD_ID&limit=20" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="POST" path="/api/locations/search">
        <p>
          Finds locations of a world: <code>query</code> matches a part of the name or description (ignoring case), and every
          one of <code>tags</code> must be among the location&apos;s tags. Answers <code>200</code> with a page.
        </p>
        <CodeSample
          title="Search locations"
          code={`curl -X POST "$WORLDLOOM_URL/api/locations/search" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d "{\\"worldId\\": \\"$WORLD_ID\\", \\"query\\": \\"ember\\", \\"tags\\": [\\"harbor\\"]}"`}
        />
      </Endpoint>
      <Endpoint method="GET" path="/api/locations/{id}">
        <p>One location, with its historical events.</p>
        <CodeSample title="Get a location" code={`curl "$WORLDLOOM_URL/api/locations/$LOCATION_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
      <Endpoint method="PUT" path="/api/locations/{id}">
        <p>
          Changes only the fields you send: <code>name</code>, <code>status</code>, <code>description</code>,{' '}
          <code>tags</code>, and <code>relative_x</code> and <code>relative_y</code> (the place on the map; <code>null</code> takes
          it off).
        </p>
        <CodeSample
          title="Update a location"
          code={`curl -X PUT "$WORLDLOOM_URL/api/locations/$LOCATION_ID" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"status": "declining", "description": "The harbor silts up; trade moves north."}'`}
        />
      </Endpoint>
      <Endpoint method="DELETE" path="/api/locations/{id}">
        <p>
          Removes the location and answers <code>{'{ "id": "...", "deleted": true }'}</code>.
        </p>
        <CodeSample title="Delete a location" code={`curl -X DELETE "$WORLDLOOM_URL/api/locations/$LOCATION_ID" \\\n  ${AUTH_HEADER}`} />
      </Endpoint>
    </div>
  );
}
