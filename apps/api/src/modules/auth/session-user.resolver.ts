import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser, SessionUserResolver } from '#platform/trpc/trpc-context';
import { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier';

/**
 * The tRPC context's user: a bearer access token checked by AccessTokenVerifier, aal2 for a user with a verified
 * factor; a refused one means no user (the API's UNAUTHORIZED).
 */
@Injectable()
export class AccessTokenUserResolver implements SessionUserResolver {
  constructor(@Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier) {}

  async userOf(bearerToken: string): Promise<SessionUser | null> {
    try {
      return await this.verifier.verifyForApp(bearerToken);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) return null;
      throw error;
    }
  }
}
