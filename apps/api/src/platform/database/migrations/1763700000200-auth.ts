import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Accounts, sessions, rotating refresh tokens and the JWT signing keys of /auth/v1 (ARCHITECTURE.md "Auth"). */
export class Auth1763700000200 implements MigrationInterface {
  name = 'Auth1763700000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        email_confirmed_at timestamptz,
        user_metadata jsonb NOT NULL DEFAULT '{}',
        identity_id uuid NOT NULL,
        last_sign_in_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT auth_users_email_unique UNIQUE (email),
        -- Uniqueness is only meaningful on the normalised form.
        CONSTRAINT auth_users_email_normalised CHECK (email = lower(btrim(email)))
      )`);
    // A session is a refresh-token family: ending it (logout, reuse detection) deletes its tokens with it.
    await queryRunner.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX auth_sessions_user ON auth_sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE auth_refresh_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        token_hash bytea NOT NULL,
        session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
        parent_id bigint REFERENCES auth_refresh_tokens (id) ON DELETE CASCADE,
        rotated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT auth_refresh_tokens_hash_unique UNIQUE (token_hash)
      )`);
    await queryRunner.query(`CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id)`);
    await queryRunner.query(`CREATE INDEX auth_refresh_tokens_parent ON auth_refresh_tokens (parent_id)`);
    await queryRunner.query(`
      CREATE TABLE auth_signing_keys (
        kid text PRIMARY KEY,
        algorithm text NOT NULL,
        public_jwk jsonb NOT NULL,
        private_jwk jsonb NOT NULL,
        is_current boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Instances that start together each propose a key; this index lets exactly one become current.
    await queryRunner.query(
      `CREATE UNIQUE INDEX auth_signing_keys_one_current ON auth_signing_keys (is_current) WHERE is_current`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_signing_keys`);
    await queryRunner.query(`DROP TABLE auth_refresh_tokens`);
    await queryRunner.query(`DROP TABLE auth_sessions`);
    await queryRunner.query(`DROP TABLE auth_users`);
  }
}
