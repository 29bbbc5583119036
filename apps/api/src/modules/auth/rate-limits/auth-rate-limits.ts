import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '#platform/config/config';
import { type LimitDecision, LimitCounters } from '#platform/limits/limit-counters';
import type { WindowedLimit } from '#platform/limits/windowed-limit';
import type { AuthConfig } from '../auth.config';
import { authErrors } from '../auth-error';

/** What /auth/v1 limits, each per client address and per account. */
export type AuthLimitedAction = 'signUps' | 'failedSignIns' | 'tokenRefreshes' | 'writes';

const LIMITS: Record<AuthLimitedAction, { perIp: keyof AuthConfig; perAccount: keyof AuthConfig; refused: string }> = {
  signUps: { perIp: 'AUTH_RATE_LIMIT_SIGN_UPS_PER_IP', perAccount: 'AUTH_RATE_LIMIT_SIGN_UPS_PER_ACCOUNT', refused: 'sign-ups' },
  failedSignIns: {
    perIp: 'AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_IP',
    perAccount: 'AUTH_RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT',
    refused: 'failed sign-ins',
  },
  tokenRefreshes: {
    perIp: 'AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_IP',
    perAccount: 'AUTH_RATE_LIMIT_TOKEN_REFRESHES_PER_ACCOUNT',
    refused: 'token refreshes',
  },
  writes: { perIp: 'AUTH_RATE_LIMIT_WRITES_PER_IP', perAccount: 'AUTH_RATE_LIMIT_WRITES_PER_ACCOUNT', refused: 'requests' },
};

/** Who a request counts against: the client's address and, once known, the account it names (an email). */
export interface AuthRequester {
  readonly ip?: string;
  readonly account?: string | null;
}

/**
 * GoTrue-like abuse limits of /auth/v1 (AuthEnv): fixed windows per client address and per account, shared by
 * every instance through Redis when REDIS_URL is set. Over a limit the request is refused with GoTrue's
 * `over_request_rate_limit` (429, Retry-After). Nothing resets a counter early: a successful sign-in leaves
 * every count where it was, so one address's success never buys another address more guesses.
 */
@Injectable()
export class AuthRateLimits {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LimitCounters) private readonly counters: LimitCounters,
  ) {}

  /** Counts one `action` of the requester; throws 429 when it is over the address's or the account's budget. */
  async spend(action: AuthLimitedAction, requester: AuthRequester): Promise<void> {
    await this.decide(action, requester, (name, subject, limit) => this.counters.spend(name, subject, limit));
  }

  /** Throws 429 when the requester has no `action` left, counting nothing (failed sign-ins are counted once they fail). */
  async ensureLeft(action: AuthLimitedAction, requester: AuthRequester): Promise<void> {
    await this.decide(action, requester, (name, subject, limit) => this.counters.check(name, subject, limit));
  }

  private async decide(
    action: AuthLimitedAction,
    { ip, account }: AuthRequester,
    count: (name: string, subject: string, limit: WindowedLimit) => Promise<LimitDecision>,
  ): Promise<void> {
    if (!this.config.AUTH_RATE_LIMIT_ENABLED) return;
    const { perIp, perAccount, refused } = LIMITS[action];
    const decisions = await Promise.all([
      ip ? count(`auth:${action}:ip`, ip, this.config[perIp] as WindowedLimit) : undefined,
      account ? count(`auth:${action}:account`, accountKey(account), this.config[perAccount] as WindowedLimit) : undefined,
    ]);
    const refusals = decisions.filter((decision) => decision && !decision.allowed) as LimitDecision[];
    if (refusals.length === 0) return;
    throw authErrors.rateLimited(refused, Math.max(...refusals.map((decision) => decision.retryAfterSeconds)));
  }
}

/** Accounts are counted by a hash of their email: the shared Redis holds no addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}
