import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The seeding worker's queue, written only by the seeding-jobs projection. */
export class SeedingJobs1763700000400 implements MigrationInterface {
  name = 'SeedingJobs1763700000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE seeding_jobs (
        request_id uuid PRIMARY KEY,
        world_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        event_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'seeded', 'failed')),
        requested_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX seeding_jobs_pending ON seeding_jobs (requested_at) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE seeding_jobs');
  }
}
