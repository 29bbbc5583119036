import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '#platform/config/config';
import { LimitCounters } from '#platform/limits/limit-counters';
import type { AuthConfig } from '../auth.config';
import { authErrors } from '../auth-error';

const HOUR_MS = 3_600_000;

/**
 * GoTrue's limit on the mails one address receives (AUTH_EMAIL_RATE_LIMIT_PER_HOUR), on the same counters as the
 * other auth limits, so every instance spends one budget. Over it: 429 `over_email_send_rate_limit`.
 */
@Injectable()
export class EmailSendLimit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    @Inject(LimitCounters) private readonly counters: LimitCounters,
  ) {}

  async spend(email: string): Promise<void> {
    if (!this.config.AUTH_RATE_LIMIT_ENABLED) return;
    const limit = this.config.AUTH_EMAIL_RATE_LIMIT_PER_HOUR;
    const subject = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
    const decision = await this.counters.spend('auth:emails:account', subject, {
      limit,
      windowMs: HOUR_MS,
      text: `${limit}/1h`,
    });
    if (!decision.allowed) throw authErrors.emailRateLimited();
  }
}
