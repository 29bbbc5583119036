import type { Character, Faction, HistoricalEvent, Location, Memory } from '@worldloom/contracts';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { characterTypeLabel } from '../hooks/entity-vocabulary';
import { coordinates, importancePercent } from '../hooks/world-layout';
import styles from './entities.module.css';

/** Names of the world's entities by id, to show references (a faction's leader, its lands) by name. */
export type NameIndex = ReadonlyMap<string, string>;

export function LocationDetails({ location }: { location: Location }) {
  const coords = coordinates(location.relative_x, location.relative_y);
  return (
    <>
      <Text label="Description" text={location.description} />
      <dl className={styles.fields}>
        <Field label="Type">{location.type}</Field>
        <Field label="Status">{location.status}</Field>
        {coords && <Field label="Coordinates">{coords}</Field>}
        <Field label="Created">{formatDate(location.created_at)}</Field>
        <Field label="Last significant change">
          {location.last_significant_change ? formatDateTime(location.last_significant_change) : 'None yet'}
        </Field>
        <Field label="ID">
          <code>{location.id}</code>
        </Field>
      </dl>
      <Chips label="Tags" items={location.tags} />
      <History events={location.historical_events} />
    </>
  );
}

export function CharacterDetails({ character, names }: { character: Character; names: NameIndex }) {
  const place = character.location_id ? names.get(character.location_id) : undefined;
  const faction = character.faction_id ? names.get(character.faction_id) : undefined;
  return (
    <>
      <Text label="Description" text={character.description} />
      <Text label="Background" text={character.background} />
      <dl className={styles.fields}>
        <Field label="Type">{characterTypeLabel(character.type)}</Field>
        <Field label="Story role">{character.story_role}</Field>
        <Field label="Status">{character.status}</Field>
        {place && <Field label="Location">{place}</Field>}
        {faction && <Field label="Faction">{faction}</Field>}
        <Field label="Created">{formatDate(character.created_at)}</Field>
        <Field label="ID">
          <code>{character.id}</code>
        </Field>
      </dl>
      <Chips label="Personality traits" items={character.personality_traits} />
      <Chips label="Motivations" items={character.motivations} />
      <Memories memories={character.memories} />
      <Block label="Story beats witnessed">
        {character.story_beats_witnessed.length === 0 ? (
          <p className={styles.none}>None yet</p>
        ) : (
          <ul className={styles.plainList}>
            {character.story_beats_witnessed.map((beat, index) => (
              <li key={index}>{beat}</li>
            ))}
          </ul>
        )}
      </Block>
    </>
  );
}

export function FactionDetails({ faction, names }: { faction: Faction; names: NameIndex }) {
  const leader = faction.leader_id ? names.get(faction.leader_id) : undefined;
  return (
    <>
      <Text label="Ideology" text={faction.ideology} />
      <dl className={styles.fields}>
        <Field label="Type">{faction.type}</Field>
        <Field label="Status">{faction.status}</Field>
        <Field label="Leader">{leader ?? 'None'}</Field>
        <Field label="Members">{faction.members_estimate.toLocaleString('en-US')}</Field>
        <Field label="Banner">
          <span className={styles.banner}>
            <span className={styles.swatch} style={{ background: faction.banner_color }} aria-hidden="true" />
            {faction.banner_color}
          </span>
        </Field>
        <Field label="Created">{formatDate(faction.created_at)}</Field>
        <Field label="ID">
          <code>{faction.id}</code>
        </Field>
      </dl>
      <Chips label="Controlled locations" items={faction.controlled_locations.map((id) => names.get(id) ?? id)} />
      <Chips label="Tags" items={faction.tags} />
      <History events={faction.historical_events} />
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{label}</h3>
      {children}
    </section>
  );
}

function Text({ label, text }: { label: string; text: string }) {
  return (
    <Block label={label}>
      <p className={styles.text}>{text || <span className={styles.none}>None</span>}</p>
    </Block>
  );
}

function Chips({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Block label={label}>
      {items.length === 0 ? (
        <p className={styles.none}>None</p>
      ) : (
        <ul className={styles.chips}>
          {items.map((item, index) => (
            <li key={index} className="badge">
              {item}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function Memories({ memories }: { memories: readonly Memory[] }) {
  return (
    <Block label="Memories">
      {memories.length === 0 ? (
        <p className={styles.none}>None yet</p>
      ) : (
        <ul className={styles.timeline}>
          {memories.map((memory, index) => (
            <li key={index} data-testid="memory">
              <p className={styles.timelineText}>{memory.event_description}</p>
              <p className={styles.timelineMeta}>
                <span>Feeling: {memory.emotional_impact}</span>
                <span>Importance: {importancePercent(memory.importance)}</span>
                <time dateTime={memory.timestamp}>{formatDateTime(memory.timestamp)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function History({ events }: { events: readonly HistoricalEvent[] }) {
  return (
    <Block label="Historical events">
      {events.length === 0 ? (
        <p className={styles.none}>None yet</p>
      ) : (
        <ul className={styles.timeline}>
          {events.map((event, index) => (
            <li key={index} data-testid="historical-event">
              <p className={styles.timelineText}>{event.event}</p>
              <p className={styles.timelineMeta}>
                <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                {event.previous_status && <span>Was {event.previous_status}</span>}
                {event.beat_index !== undefined && <span>Beat {event.beat_index}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
