/** Who a valid access token speaks for: what the tRPC layer and other edges need of a signed-in user. */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly email: string;
  readonly sessionId: string;
}
