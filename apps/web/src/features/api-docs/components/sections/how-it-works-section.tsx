import styles from '../api-docs.module.css';

export function HowItWorksSection() {
  return (
    <div className={styles.prose}>
      <p>A world is the container for everything else. Its life has five steps:</p>
      <ol>
        <li>
          <strong>Create a world</strong> with a name and a description. The description sets the tone the generator follows.
        </li>
        <li>
          <strong>Seed it.</strong> Seeding runs in the background and adds about 3-5 major regions, 25-40 locations, 2-4
          factions and 15-30 characters, typically in 30-60 seconds with a language model (the built-in generator is much
          faster). Poll the entity lists until characters appear.
        </li>
        <li>
          <strong>Start a story arc</strong>, from a story idea of yours or at random. An arc follows 15 beats (0-14) in three
          acts: Act 1 Equilibrium (beats 0-4), Act 2 Chaos (beats 5-10) and Act 3 Resolution (beats 11-14). Beats 0, 7 and 14
          are anchor beats, planned when the arc starts; beat 0 becomes current at once.
        </li>
        <li>
          <strong>Record world events</strong> — what players did, or what happened in the world. Each event is attached to the
          current beat and feeds the next one.
        </li>
        <li>
          <strong>Progress the arc.</strong> Each call makes the next beat current, and the beat changes the world: statuses,
          character memories, moves and historical events. Progressing after beat 14 completes the arc with a summary; then
          you can start a new arc.
        </li>
      </ol>
      <h3>Status vocabularies</h3>
      <ul>
        <li>
          Location: <code>thriving</code>, <code>stable</code>, <code>declining</code>, <code>ruined</code>,{' '}
          <code>abandoned</code>, <code>lost</code>.
        </li>
        <li>
          Faction: <code>rising</code>, <code>stable</code>, <code>declining</code>, <code>collapsed</code>.
        </li>
        <li>
          Character: <code>active</code>, <code>deceased</code>, <code>missing</code>, <code>retired</code>.
        </li>
      </ul>
      <h3>Character memories</h3>
      <p>
        Beats give characters memories with an importance from 0.0 to 1.0: 0.9-1.0 life-changing, 0.7-0.8 significant, 0.5-0.6
        notable, 0.3-0.4 everyday.
      </p>
    </div>
  );
}
