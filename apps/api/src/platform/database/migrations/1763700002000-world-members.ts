import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Shared worlds (issue 20): who is a member of each world with which role, and the invite links that let
 * people in, found by their token's hash (the token itself is shown once and stored nowhere). The members
 * projection is new, so it fills from position 0 of the log: every world's owner gets their row.
 */
export class WorldMembers1763700002000 implements MigrationInterface {
  name = 'WorldMembers1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE world_members (
        world_id uuid NOT NULL,
        user_id text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'co-author', 'player', 'viewer')),
        joined_at timestamptz NOT NULL,
        character_id uuid,
        PRIMARY KEY (world_id, user_id)
      )`);
    await queryRunner.query('CREATE INDEX world_members_by_user ON world_members (user_id, world_id)');
    await queryRunner.query(`
      CREATE TABLE world_invites (
        id uuid PRIMARY KEY,
        world_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        role text NOT NULL CHECK (role IN ('co-author', 'player', 'viewer')),
        expires_at timestamptz,
        max_uses integer,
        uses integer NOT NULL DEFAULT 0,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX world_invites_by_world ON world_invites (world_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE world_invites');
    await queryRunner.query('DROP TABLE world_members');
  }
}
