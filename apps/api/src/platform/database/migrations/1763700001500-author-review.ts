import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Author in the loop: each world's review mode and drafted beats (the beat-drafts projection), its budget and
 * the usage of every generator call (the usage projection). Both projections are new, so they fill from
 * position 0 of the log: worlds made before keep review mode off and have no usage recorded.
 */
export class AuthorReview1763700001500 implements MigrationInterface {
  name = 'AuthorReview1763700001500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE world_review (
        world_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        review_mode boolean NOT NULL
      )`);
    // One row per draft, pending or closed; the beat as the API shows it (ProposedBeat), its generator from the event's metadata.
    await queryRunner.query(`
      CREATE TABLE beat_drafts (
        world_id uuid NOT NULL,
        id uuid NOT NULL,
        owner_id uuid NOT NULL,
        arc_id uuid NOT NULL,
        beat_id uuid NOT NULL,
        beat_index integer NOT NULL CHECK (beat_index BETWEEN 0 AND 14),
        beat jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'accepted', 'discarded', 'regenerated')),
        replaces_draft_id uuid,
        provider text,
        model text,
        prompt_hash text,
        created_at timestamptz NOT NULL,
        edited_at timestamptz,
        closed_at timestamptz,
        PRIMARY KEY (world_id, id)
      )`);
    await queryRunner.query(`CREATE INDEX beat_drafts_pending ON beat_drafts (world_id, owner_id) WHERE status = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE world_budgets (
        world_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        monthly_budget_usd numeric
      )`);
    // One row per generator call, keyed by the call's generationId (every event it wrote carries it).
    await queryRunner.query(`
      CREATE TABLE usage_records (
        id uuid PRIMARY KEY,
        world_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        task text NOT NULL,
        provider text NOT NULL,
        model text NOT NULL,
        input_tokens integer NOT NULL,
        output_tokens integer NOT NULL,
        latency_ms double precision NOT NULL,
        cost_usd numeric NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX usage_records_owner_time ON usage_records (owner_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX usage_records_world_time ON usage_records (world_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE usage_records, world_budgets, beat_drafts, world_review');
  }
}
