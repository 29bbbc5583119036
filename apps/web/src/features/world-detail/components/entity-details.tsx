import type { Character, Faction, Location, Memory } from '@worldloom/contracts';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { WorldEntities } from '../api/world-entities';
import { capitalize, characterTypeLabel } from '../hooks/entity-vocabulary';
import { ALLEGIANCE_LABELS, LIFE_EVENT_LABELS, lifeEventKind, newestFirst, relationshipRows } from '../hooks/living-world';
import { coordinates, importancePercent } from '../hooks/world-layout';
import { Block, Chips, Field, History, Text } from './detail-blocks';
import { EntityLink, type OpenEntity } from './entity-link';
import { FactionStances } from './faction-stances';
import { FactionTerritory } from './faction-territory';
import styles from './entities.module.css';

/** The world's lists, to show what an entity refers to (a place's holder, a character's ties) by name. */
export type WorldLists = Pick<WorldEntities, 'locations' | 'factions' | 'characters'>;

interface DetailsProps {
  readonly world: WorldLists;
  readonly onOpen: OpenEntity;
}

export function LocationDetails({ location, world, onOpen }: DetailsProps & { location: Location }) {
  const coords = coordinates(location.relative_x, location.relative_y);
  const holder = location.controlled_by ? world.factions.find((faction) => faction.id === location.controlled_by) : undefined;
  return (
    <>
      <Text label="Description" text={location.description} />
      <dl className={styles.fields}>
        <Field label="Type">{location.type}</Field>
        <Field label="Status">{location.status}</Field>
        <Field label="Held by">{holder ? <EntityLink kind="faction" id={holder.id} name={holder.name} onOpen={onOpen} /> : 'Nobody'}</Field>
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

export function CharacterDetails({ character, world, onOpen }: DetailsProps & { character: Character }) {
  const place = character.location_id ? world.locations.find((location) => location.id === character.location_id) : undefined;
  const faction = character.faction_id ? world.factions.find((candidate) => candidate.id === character.faction_id) : undefined;
  return (
    <>
      <Text label="Description" text={character.description} />
      <Text label="Background" text={character.background} />
      <dl className={styles.fields}>
        <Field label="Type">{characterTypeLabel(character.type)}</Field>
        <Field label="Story role">{character.story_role}</Field>
        <Field label="Status">{character.status}</Field>
        {place && (
          <Field label="Location">
            <EntityLink kind="location" id={place.id} name={place.name} onOpen={onOpen} />
          </Field>
        )}
        <Field label="Faction">{faction ? <EntityLink kind="faction" id={faction.id} name={faction.name} onOpen={onOpen} /> : 'None'}</Field>
        {character.allegiance && (
          <Field label="Allegiance">
            {ALLEGIANCE_LABELS[character.allegiance.change]}, {formatDate(character.allegiance.changed_at)}
          </Field>
        )}
        <Field label="Created">{formatDate(character.created_at)}</Field>
        <Field label="ID">
          <code>{character.id}</code>
        </Field>
      </dl>
      <Chips label="Personality traits" items={character.personality_traits} />
      <Chips label="Motivations" items={character.motivations} />
      <Relationships character={character} world={world} onOpen={onOpen} />
      <History
        label="Allegiance over time"
        note="oldest first"
        events={character.historical_events}
        tagOf={(line) => {
          const kind = lifeEventKind(line);
          return kind && LIFE_EVENT_LABELS[kind];
        }}
      />
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

export function FactionDetails({ worldId, faction, world, onOpen }: DetailsProps & { worldId: string; faction: Faction }) {
  const leader = faction.leader_id ? world.characters.find((character) => character.id === faction.leader_id) : undefined;
  return (
    <>
      <Text label="Ideology" text={faction.ideology} />
      <dl className={styles.fields}>
        <Field label="Type">{faction.type}</Field>
        <Field label="Status">{faction.status}</Field>
        <Field label="Leader">{leader ? <EntityLink kind="character" id={leader.id} name={leader.name} onOpen={onOpen} /> : 'None'}</Field>
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
      <FactionStances worldId={worldId} faction={faction} factions={world.factions} onOpen={onOpen} />
      <FactionTerritory worldId={worldId} faction={faction} world={world} onOpen={onOpen} />
      <Chips label="Tags" items={faction.tags} />
      <History note="newest first" events={newestFirst(faction.historical_events)} />
    </>
  );
}

function Relationships({ character, world, onOpen }: DetailsProps & { character: Character }) {
  const rows = relationshipRows(character, world.characters);
  return (
    <Block label="Relationships" note={rows.length > 0 ? `(${rows.length})` : undefined}>
      {rows.length === 0 ? (
        <p className={styles.none}>None yet</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row} data-testid="relationship">
              <div className={styles.rowTop}>
                <EntityLink kind="character" id={row.id} name={row.name} onOpen={onOpen} />
                <span className={`badge ${styles.kind}`} data-kind={row.kind}>
                  {capitalize(row.kind)}
                </span>
              </div>
              {row.note && <p className={styles.rowText}>{row.note}</p>}
              <p className={styles.timelineMeta}>
                <span>
                  Since <time dateTime={row.since}>{formatDate(row.since)}</time>
                </span>
              </p>
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
