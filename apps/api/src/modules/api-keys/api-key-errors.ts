import { DomainError } from '@worldloom/domain';
import type { InactiveReason } from './api-keys.repository';

/** Missing, or another user's: never FORBIDDEN, so nobody learns that someone else's key exists. */
export function apiKeyNotFound(): DomainError {
  return DomainError.notFound('API_KEY.NOT_FOUND', 'API key not found');
}

/** Only active keys can be renamed or revoked (SPEC.md §4). */
export function apiKeyNotActive(reason: InactiveReason): DomainError {
  return reason === 'revoked'
    ? DomainError.conflict('API_KEY.REVOKED', 'This API key has been revoked; only active keys can be changed')
    : DomainError.conflict('API_KEY.EXPIRED', 'This API key has expired; only active keys can be changed');
}

/** MAX_API_KEYS_PER_USER active keys already: revoking one makes room. */
export function apiKeyLimitReached(active: number, cap: number): DomainError {
  return DomainError.conflict(
    'API_KEY.LIMIT_REACHED',
    `You have ${active} active API keys, the most one account may hold (${cap}); revoke one to create another.`,
  );
}
