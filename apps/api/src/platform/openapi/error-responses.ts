import { ApiErrorBody, type ErrorCode } from '@worldloom/contracts';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';

/** Every REST failure is `{ error, code, issues? }` (SPEC.md §8); each status has its one code. */
function errorResponse(code: ErrorCode, description: string, example: ApiErrorBody): ZodOpenApiResponseObject {
  return {
    description,
    content: {
      'application/json': { schema: ApiErrorBody.extend({ code: z.literal(code) }), example },
    },
  };
}

export const errorResponses = {
  BadRequest: errorResponse('BAD_REQUEST', 'The input is invalid (malformed JSON, a failed schema, or a rule of the story)', {
    error: 'Invalid input',
    code: 'BAD_REQUEST',
    issues: [{ code: 'too_small', path: ['name'], message: 'Too small: expected string to have >=1 characters' }],
  }),
  Unauthorized: errorResponse('UNAUTHORIZED', 'The x-api-key header is missing, unknown, revoked or expired', {
    error: 'Invalid or missing API key',
    code: 'UNAUTHORIZED',
  }),
  NotFound: errorResponse('NOT_FOUND', 'No such resource, or it belongs to another user', {
    error: 'World not found',
    code: 'NOT_FOUND',
  }),
  Conflict: errorResponse('CONFLICT', 'The change conflicts with the state of the world (e.g. seeding twice, an arc already active)', {
    error: 'This world already has an active arc; progress it to its end first.',
    code: 'CONFLICT',
  }),
  TooManyRequests: {
    ...errorResponse('TOO_MANY_REQUESTS', 'More than the per-key rate limit (100 requests a minute)', {
      error: 'Too many requests',
      code: 'TOO_MANY_REQUESTS',
    }),
    headers: z.object({ 'Retry-After': z.string().describe('Seconds until the next request is allowed') }),
  },
  InternalServerError: errorResponse('INTERNAL_SERVER_ERROR', 'An unexpected failure; the body never shows internals', {
    error: 'Internal server error',
    code: 'INTERNAL_SERVER_ERROR',
  }),
  Timeout: errorResponse('TIMEOUT', 'The change was stored but the read models did not catch up in time; read it again shortly', {
    error: 'Timed out waiting for the read models',
    code: 'TIMEOUT',
  }),
} satisfies Record<string, ZodOpenApiResponseObject>;

export type ErrorResponseName = keyof typeof errorResponses;

/** HTTP status of each documented error response. */
export const errorStatus: Record<ErrorResponseName, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  InternalServerError: 500,
  Timeout: 503,
};
