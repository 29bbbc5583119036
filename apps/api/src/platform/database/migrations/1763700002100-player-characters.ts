import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Player characters on every read (issue 20): a world event keeps the player character whose action it is
 * (the WorldEventRecorded's characterId; null for every other event), and a character finds the member who
 * plays it by an index of its own. The world-details projection's version 4 refills world_events from
 * position 0 of the log, so the events recorded before carry their character too.
 */
export class PlayerCharacters1763700002100 implements MigrationInterface {
  name = 'PlayerCharacters1763700002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE world_events ADD COLUMN character_id uuid');
    await queryRunner.query('CREATE INDEX world_members_by_character ON world_members (world_id, character_id) WHERE character_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX world_members_by_character');
    await queryRunner.query('ALTER TABLE world_events DROP COLUMN character_id');
  }
}
