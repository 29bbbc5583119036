import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The story read models (locations, factions, characters, arcs, beats, world events), written only by the
 * world-story projection. Rows are keyed by (world_id, id): ids come from the events, and a world's stream
 * is the only writer of its rows. owner_id sits on every row so queries check ownership without a join.
 * Lists keep the contract's order: text[] for plain lists, jsonb arrays (wire shape) for history and memories.
 */
export class StoryReadModels1763700000300 implements MigrationInterface {
  name = 'StoryReadModels1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The owner of each world as the projection saw it in WorldCreated; entity events do not carry it.
    await queryRunner.query(`
      CREATE TABLE world_owners (
        world_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE locations (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        status text NOT NULL,
        description text NOT NULL,
        tags text[] NOT NULL,
        parent_location_id uuid,
        relative_x double precision,
        relative_y double precision,
        historical_events jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        last_significant_change timestamptz,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX locations_id_owner ON locations (id, owner_id)`);
    await queryRunner.query(`CREATE INDEX locations_world_owner_name ON locations (world_id, owner_id, name, id)`);
    await queryRunner.query(`
      CREATE TABLE factions (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        status text NOT NULL,
        members_estimate integer NOT NULL,
        controlled_locations uuid[] NOT NULL,
        leader_id uuid,
        banner_color text NOT NULL,
        ideology text NOT NULL,
        tags text[] NOT NULL,
        historical_events jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX factions_id_owner ON factions (id, owner_id)`);
    await queryRunner.query(`CREATE INDEX factions_world_owner ON factions (world_id, owner_id)`);
    await queryRunner.query(`
      CREATE TABLE characters (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        story_role text NOT NULL,
        status text NOT NULL,
        description text NOT NULL,
        background text NOT NULL,
        personality_traits text[] NOT NULL,
        motivations text[] NOT NULL,
        memories jsonb NOT NULL DEFAULT '[]',
        story_beats_witnessed text[] NOT NULL DEFAULT '{}',
        location_id uuid,
        faction_id uuid,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX characters_id_owner ON characters (id, owner_id)`);
    await queryRunner.query(`CREATE INDEX characters_world_owner ON characters (world_id, owner_id)`);
    await queryRunner.query(`
      CREATE TABLE arcs (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        story_name text NOT NULL,
        detailed_description text NOT NULL,
        story_idea text,
        summary text,
        status text NOT NULL,
        current_beat_id uuid,
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX arcs_id_owner ON arcs (id, owner_id)`);
    // Only beats that progress reached: a planned anchor (7, 14) appears once it is generated.
    await queryRunner.query(`
      CREATE TABLE beats (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        arc_id uuid NOT NULL,
        beat_index integer NOT NULL CHECK (beat_index BETWEEN 0 AND 14),
        beat_name text NOT NULL,
        beat_type text NOT NULL,
        description text NOT NULL,
        world_directives text[] NOT NULL,
        emergent_storylines text[] NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (world_id, id),
        CONSTRAINT beats_arc_index_unique UNIQUE (world_id, arc_id, beat_index)
      )`);
    await queryRunner.query(`CREATE INDEX beats_id_owner ON beats (id, owner_id)`);
    await queryRunner.query(`
      CREATE TABLE world_events (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        arc_id uuid NOT NULL,
        beat_id uuid NOT NULL,
        beat_index integer NOT NULL,
        event_type text NOT NULL,
        impact_level text NOT NULL,
        description text NOT NULL,
        created_at timestamptz NOT NULL,
        -- The event's revision in its world's stream: a total order even when two share a timestamp.
        stream_revision bigint NOT NULL,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX world_events_beat ON world_events (beat_id, stream_revision)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE world_events`);
    await queryRunner.query(`DROP TABLE beats`);
    await queryRunner.query(`DROP TABLE arcs`);
    await queryRunner.query(`DROP TABLE characters`);
    await queryRunner.query(`DROP TABLE factions`);
    await queryRunner.query(`DROP TABLE locations`);
    await queryRunner.query(`DROP TABLE world_owners`);
  }
}
