import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The worlds read model, written only by the worlds projection. */
export class Worlds1763700000100 implements MigrationInterface {
  name = 'Worlds1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE worlds (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        current_arc_id uuid,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX worlds_owner_created ON worlds (owner_id, created_at DESC, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE worlds`);
  }
}
