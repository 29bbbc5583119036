import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The projection of locations, factions, characters, arcs, beats and world events was called world-story;
 * it is world-details now. Its checkpoint keeps its place under the new name, so nothing is rebuilt.
 */
export class WorldDetailsCheckpoint1763700000800 implements MigrationInterface {
  name = 'WorldDetailsCheckpoint1763700000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE projection_checkpoints SET name = 'world-details' WHERE name = 'world-story'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE projection_checkpoints SET name = 'world-story' WHERE name = 'world-details'`);
  }
}
