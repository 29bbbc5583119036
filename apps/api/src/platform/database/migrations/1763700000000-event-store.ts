import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The Postgres event store (ARCHITECTURE.md "Postgres adapter") and projection checkpoints. */
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_revision bigint NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_revision_unique UNIQUE (stream_id, stream_revision),
        CONSTRAINT events_event_id_unique UNIQUE (event_id)
      )`);
    await queryRunner.query(`CREATE INDEX events_log_order ON events (transaction_id, global_position)`);
    // No NOTIFY trigger: a transaction that notifies holds a cluster-wide lock through its commit's WAL
    // flush, which would serialize every append. PostgresEventStore notifies after the commit instead.
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        commit_position bigint NOT NULL,
        prepare_position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE projection_checkpoints`);
    await queryRunner.query(`DROP TABLE events`);
  }
}
