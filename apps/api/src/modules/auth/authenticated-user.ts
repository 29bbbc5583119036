/** Who a valid access token speaks for: what the tRPC layer and other edges need of a signed-in user. */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly email: string;
  readonly sessionId: string;
  /** GoTrue's assurance level of the session: aal2 once a second factor was verified in it; absent means aal1. */
  readonly aal?: 'aal1' | 'aal2';
  /** How and when (epoch seconds) the session was authenticated: GoTrue's amr (`password`, `recovery`, `totp`, ...). */
  readonly amr?: readonly { readonly method: string; readonly timestamp: number }[];
}
