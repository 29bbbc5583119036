import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Folded states of world streams, kept by the audit every 500 events of a stream (written lazily, after a
 * read folded that far), so a state at any revision folds only the events since the nearest one. Not a
 * read model: streams only grow, so a snapshot stays true; `format` names the state version and event
 * schemas it was folded under, and a reader ignores every other format.
 */
export class WorldSnapshots1763700000700 implements MigrationInterface {
  name = 'WorldSnapshots1763700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE world_snapshots (
        stream_id text NOT NULL,
        format text NOT NULL,
        -- The last event folded in, and when it happened (its metadata's text, as the audit shows it).
        revision bigint NOT NULL,
        occurred_at text NOT NULL,
        -- Epoch milliseconds of the latest time any folded event carries (the world's updated_at).
        updated_at bigint NOT NULL,
        -- The folded state as JSON text (world-state.codec): read whole, never queried into.
        state text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (stream_id, format, revision)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE world_snapshots');
  }
}
