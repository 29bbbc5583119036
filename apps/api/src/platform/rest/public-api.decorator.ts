import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';

/** A controller of the public REST API: a valid `x-api-key` first, then the key's rate limit. */
export const PublicApi = (): ClassDecorator => applyDecorators(UseGuards(ApiKeyGuard, RateLimitGuard));
