import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The lists of the story read models that only grow (history lines, memories, witnessed beats) become
 * rows of their own, one per item, so the world-story projection appends them instead of rewriting a
 * growing array once per batch. An item is ordered by the event that added it: its revision in the
 * world's stream, then its place among the items that event added (ordinal). Both come from the events,
 * so a rebuild writes the very same rows and --verify can compare them by key.
 * The projection's version moves on with this migration: it rebuilds the lists from position 0.
 */
export class StoryListRows1763700000600 implements MigrationInterface {
  name = 'StoryListRows1763700000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE location_history (
        world_id uuid NOT NULL,
        location_id uuid NOT NULL,
        stream_revision bigint NOT NULL,
        ordinal integer NOT NULL,
        line jsonb NOT NULL,
        PRIMARY KEY (world_id, location_id, stream_revision, ordinal)
      )`);
    await queryRunner.query(`
      CREATE TABLE faction_history (
        world_id uuid NOT NULL,
        faction_id uuid NOT NULL,
        stream_revision bigint NOT NULL,
        ordinal integer NOT NULL,
        line jsonb NOT NULL,
        PRIMARY KEY (world_id, faction_id, stream_revision, ordinal)
      )`);
    await queryRunner.query(`
      CREATE TABLE character_memories (
        world_id uuid NOT NULL,
        character_id uuid NOT NULL,
        stream_revision bigint NOT NULL,
        ordinal integer NOT NULL,
        memory jsonb NOT NULL,
        PRIMARY KEY (world_id, character_id, stream_revision, ordinal)
      )`);
    // A character witnesses a beat once: the key keeps the first time, the revision and ordinal its place.
    await queryRunner.query(`
      CREATE TABLE character_witnessed_beats (
        world_id uuid NOT NULL,
        character_id uuid NOT NULL,
        beat_id text NOT NULL,
        stream_revision bigint NOT NULL,
        ordinal integer NOT NULL,
        PRIMARY KEY (world_id, character_id, beat_id)
      )`);
    await queryRunner.query('ALTER TABLE locations DROP COLUMN historical_events');
    await queryRunner.query('ALTER TABLE factions DROP COLUMN historical_events');
    await queryRunner.query('ALTER TABLE characters DROP COLUMN memories, DROP COLUMN story_beats_witnessed');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE characters ADD COLUMN memories jsonb NOT NULL DEFAULT '[]', ADD COLUMN story_beats_witnessed text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE factions ADD COLUMN historical_events jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE locations ADD COLUMN historical_events jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query('DROP TABLE character_witnessed_beats');
    await queryRunner.query('DROP TABLE character_memories');
    await queryRunner.query('DROP TABLE faction_history');
    await queryRunner.query('DROP TABLE location_history');
  }
}
