import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The living world in the read models: a faction's stances, a character's relationships, latest allegiance
 * change and history lines, and the beat a newcomer emerged in. Stances and relationships are small sets
 * rewritten whole; history lines only grow, one row each (as locations' and factions'). The world-details
 * projection's version moves on with this migration: it rebuilds from position 0.
 */
export class LivingWorldReadModels1763700000900 implements MigrationInterface {
  name = 'LivingWorldReadModels1763700000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE factions ADD COLUMN stances jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`
      ALTER TABLE characters
        ADD COLUMN relationships jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN allegiance jsonb,
        ADD COLUMN emerged_in jsonb`);
    await queryRunner.query('ALTER TABLE locations ADD COLUMN emerged_in jsonb');
    await queryRunner.query(`
      CREATE TABLE character_history (
        world_id uuid NOT NULL,
        character_id uuid NOT NULL,
        stream_revision bigint NOT NULL,
        ordinal integer NOT NULL,
        line jsonb NOT NULL,
        PRIMARY KEY (world_id, character_id, stream_revision, ordinal)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE character_history');
    await queryRunner.query('ALTER TABLE locations DROP COLUMN emerged_in');
    await queryRunner.query('ALTER TABLE characters DROP COLUMN relationships, DROP COLUMN allegiance, DROP COLUMN emerged_in');
    await queryRunner.query('ALTER TABLE factions DROP COLUMN stances');
  }
}
