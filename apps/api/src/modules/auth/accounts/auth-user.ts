/** An account as /auth/v1 knows it; its password hash never leaves the accounts folder. */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
  readonly emailConfirmedAt: Date | null;
  readonly userMetadata: Record<string, unknown>;
  /** The id of the user's one email identity (auth-js lists identities; GoTrue gives each its own id). */
  readonly identityId: string;
  readonly lastSignInAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
