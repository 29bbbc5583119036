import styles from '../api-docs.module.css';
import { CodeSample } from '../code-sample';
import { Endpoint, FieldTable } from '../endpoint';
import { AUTH_HEADER, JSON_HEADER, KEEP_ID } from './entity-samples';

export function EventsSection() {
  return (
    <div className={styles.prose}>
      <p>
        A world has at most one active arc. World events attach to its current beat and shape the next one; progressing
        generates that next beat.
      </p>
      <Endpoint method="POST" path="/api/worlds/{worldId}/arcs">
        <p>
          Starts a new 15-beat arc with beat 0 current, and answers <code>201</code> with the arc. <code>storyIdea</code> is
          optional: leave it out (or blank) for a random arc. While an arc is active, this answers <code>409</code>.
        </p>
        <CodeSample
          title="Start an arc"
          code={`ARC_ID=$(curl -s -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/arcs" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"storyIdea": "A comet splits the sky and the old gods wake"}' \\
  | ${KEEP_ID})
echo "$ARC_ID"`}
        />
      </Endpoint>
      <Endpoint method="POST" path="/api/worlds/{worldId}/events">
        <p>
          Records a world event against the current beat and answers <code>201</code> with it. Without an arc it answers{' '}
          <code>400</code>: “No current beat to attach the event to. Generate a beat first.”
        </p>
        <FieldTable
          caption="World event body"
          fields={[
            { name: 'description', type: 'string', required: true, description: 'What happened; up to 2000 characters.' },
            {
              name: 'event_type',
              type: 'player_action | world_event | system_event | environmental | social',
              description: 'Default player_action.',
            },
            { name: 'impact_level', type: 'minor | moderate | major | catastrophic', description: 'Default minor. Bigger events change more.' },
          ]}
        />
        <CodeSample
          title="Record a world event"
          code={`curl -X POST "$WORLDLOOM_URL/api/worlds/$WORLD_ID/events" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d '{"event_type": "environmental", "impact_level": "major", "description": "A storm floods the lower city"}'`}
        />
      </Endpoint>
      <Endpoint method="POST" path="/api/worlds/arcs/{arcId}/progress">
        <p>
          Makes the next beat current and answers <code>200</code> with{' '}
          <code>{'{ "beat": {...}, "complete": false, "recorded_events": [...] }'}</code>. <code>worldId</code> is required;{' '}
          <code>recentEvents</code> (up to 20, shaped like the event body) are recorded first, in order. After beat 14 the arc
          completes: <code>beat</code> is <code>null</code> and <code>complete</code> is <code>true</code>.
        </p>
        <CodeSample
          title="Progress the arc"
          code={`curl -X POST "$WORLDLOOM_URL/api/worlds/arcs/$ARC_ID/progress" \\
  ${AUTH_HEADER} \\
  ${JSON_HEADER} \\
  -d "{\\"worldId\\": \\"$WORLD_ID\\", \\"recentEvents\\": [{\\"event_type\\": \\"social\\", \\"impact_level\\": \\"moderate\\", \\"description\\": \\"The guilds call a truce\\"}]}"`}
        />
      </Endpoint>
      <Endpoint method="GET" path="/api/beats/{beatId}/events">
        <p>
          The events recorded against a beat, oldest first. The current beat is the arc&apos;s{' '}
          <code>current_beat_id</code>, as the world state shows it.
        </p>
        <CodeSample
          title="Events of the current beat"
          code={`BEAT_ID=$(curl -s "$WORLDLOOM_URL/api/worlds/$WORLD_ID/state" ${AUTH_HEADER} \\
  | grep -o '"current_beat_id":"[^"]*"' | cut -d '"' -f 4)
curl "$WORLDLOOM_URL/api/beats/$BEAT_ID/events" \\
  ${AUTH_HEADER}`}
        />
      </Endpoint>
    </div>
  );
}
