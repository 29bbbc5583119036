import { Link } from '@tanstack/react-router';
import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';

/** Keeps the first "id" of a JSON answer without needing jq. */
const KEEP_ID = `grep -o '"id":"[^"]*"' | head -n 1 | cut -d '"' -f 4`;

export function QuickStartSection() {
  const origin = window.location.origin;
  return (
    <div className={styles.prose}>
      <p>
        From nothing to a world with a story in six commands. You need <code>curl</code> and an API key from the{' '}
        <Link to="/app/api-keys">API Keys</Link> page.
      </p>
      <h3>1. Set your URL and key</h3>
      <CodeSample title="Environment" code={`export WORLDLOOM_URL="${origin}"\nexport WORLDLOOM_API_KEY="YOUR_API_KEY"`} />
      <h3>2. Create a world</h3>
      <p>The answer is the new world; the command keeps its id for the next steps.</p>
      <CodeSample
        title="Create a world"
        code={`WORLD_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/worlds" \\
  -H "x-api-key: $WORLDLOOM_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "The Enchanted Kingdom", "description": "A realm of ancient forests, floating citadels and feuding mage-houses."}' \\
  | ${KEEP_ID})
echo "$WORLD_ID"`}
      />
      <h3>3. Seed it</h3>
      <p>
        Seeding starts in the background and answers <code>202</code> at once.
      </p>
      <CodeSample
        title="Seed the world"
        code={`curl -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/seed" \\
  -H "x-api-key: $WORLDLOOM_API_KEY"`}
      />
      <h3>4. Wait for its people</h3>
      <p>Characters come last, so poll them every 2 seconds; then list what was made.</p>
      <CodeSample
        title="Wait for the characters"
        code={`until curl -s "$WORLDLOOM_URL/api/characters?worldId=$WORLD_ID&limit=1" \\
  -H "x-api-key: $WORLDLOOM_API_KEY" | grep -q '"id"'; do sleep 2; done
curl "$WORLDLOOM_URL/api/locations?worldId=$WORLD_ID&limit=5" \\
  -H "x-api-key: $WORLDLOOM_API_KEY"`}
      />
      <h3>5. Start a story arc</h3>
      <CodeSample
        title="Create an arc"
        code={`ARC_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/arcs" \\
  -H "x-api-key: $WORLDLOOM_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"storyIdea": "A lost heir returns to claim the sundered crown"}' \\
  | ${KEEP_ID})
echo "$ARC_ID"`}
      />
      <h3>6. Record an event and progress the story</h3>
      <CodeSample
        title="Record an event, then progress"
        code={`curl -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/events" \\
  -H "x-api-key: $WORLDLOOM_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"event_type": "player_action", "impact_level": "moderate", "description": "The party frees the imprisoned oracle"}'
curl -X POST "$WORLDLOOM_URL/api/worlds/arcs/$ARC_ID/progress" \\
  -H "x-api-key: $WORLDLOOM_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d "{\\"worldId\\": \\"$WORLD_ID\\"}"`}
      />
      <p>
        The answer holds the new current <code>beat</code>. Keep progressing until <code>complete</code> is{' '}
        <code>true</code>.
      </p>
    </div>
  );
}
