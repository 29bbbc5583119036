import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What /auth/v1 needs for e-mail confirmation, recovery, magic links and codes, reauthentication and TOTP factors:
 * one-time tokens (hashed, expiring, single use), MFA factors and challenges, and each session's assurance level
 * (aal) and sign-in methods (amr), which its access tokens carry.
 */
export class AuthEmailLinksAndMfa1763700001950 implements MigrationInterface {
  name = 'AuthEmailLinksAndMfa1763700001950';

  async up(queryRunner: QueryRunner): Promise<void> {
    // token_hash: SHA-256 of the link's random token; code_hash: SHA-256 of the user id and the 6-digit code.
    await queryRunner.query(`
      CREATE TABLE auth_one_time_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirmation', 'recovery', 'magiclink', 'reauthentication')),
        token_hash bytea NOT NULL,
        code_hash bytea,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT auth_one_time_tokens_hash_unique UNIQUE (token_hash)
      )`);
    await queryRunner.query(`CREATE INDEX auth_one_time_tokens_user ON auth_one_time_tokens (user_id, purpose)`);
    await queryRunner.query(`
      CREATE TABLE auth_mfa_factors (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        friendly_name text,
        factor_type text NOT NULL CHECK (factor_type = 'totp'),
        secret text NOT NULL,
        status text NOT NULL CHECK (status IN ('unverified', 'verified')),
        -- The last TOTP time step accepted, so one code never signs in twice.
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX auth_mfa_factors_user ON auth_mfa_factors (user_id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX auth_mfa_factors_friendly_name ON auth_mfa_factors (user_id, friendly_name) WHERE friendly_name <> ''`,
    );
    await queryRunner.query(`
      CREATE TABLE auth_mfa_challenges (
        id uuid PRIMARY KEY,
        factor_id uuid NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX auth_mfa_challenges_factor ON auth_mfa_challenges (factor_id)`);
    await queryRunner.query(`
      ALTER TABLE auth_sessions
        ADD COLUMN aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        ADD COLUMN amr jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth_sessions DROP COLUMN amr, DROP COLUMN aal`);
    await queryRunner.query(`DROP TABLE auth_mfa_challenges`);
    await queryRunner.query(`DROP TABLE auth_mfa_factors`);
    await queryRunner.query(`DROP TABLE auth_one_time_tokens`);
  }
}
