import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** API keys of the public REST face: only a SHA-256 hash of each key and its visible prefix are kept. */
export class ApiKeys1763700000500 implements MigrationInterface {
  name = 'ApiKeys1763700000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name = btrim(name) AND name <> ''),
        key_prefix text NOT NULL,
        key_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        expires_at timestamptz,
        -- Set once, never cleared: revoking is irreversible.
        revoked_at timestamptz,
        CONSTRAINT api_keys_hash_unique UNIQUE (key_hash)
      )`);
    await queryRunner.query(`CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE api_keys');
  }
}
