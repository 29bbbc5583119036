import { ApiErrorBody, type ErrorCode } from '@worldloom/contracts';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';

/**
 * The shared error responses of the document by name, each with its code (SPEC.md §8), in document order. A command's
 * 503 (Timeout) is either of two: its read models lagged, or the database was out of reach.
 */
const ERROR_CODES = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PaymentRequired: 'BUDGET_EXCEEDED',
  PayloadTooLarge: 'BAD_REQUEST',
  HeaderTooLarge: 'BAD_REQUEST',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  BadGateway: 'GENERATOR_FAILED',
  Timeout: ['TIMEOUT', 'SERVICE_UNAVAILABLE'],
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<string, ErrorCode | readonly [ErrorCode, ...ErrorCode[]]>;

export type ErrorResponseName = keyof typeof ERROR_CODES;

/** HTTP status of each documented error response. */
export const errorStatus: Record<ErrorResponseName, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PaymentRequired: 402,
  PayloadTooLarge: 413,
  HeaderTooLarge: 431,
  TooManyRequests: 429,
  InternalServerError: 500,
  BadGateway: 502,
  Timeout: 503,
  ServiceUnavailable: 503,
};

/** What the app says of an error response: when it happens, and an example body in its words. */
export interface ErrorResponseText {
  readonly description: string;
  readonly example: ApiErrorBody;
}

/**
 * Every REST failure is `{ error, code, issues? }`, its code the response's own; a 429 also says when to retry, and so
 * does a 503 for SERVICE_UNAVAILABLE.
 */
export function errorResponses(texts: Record<ErrorResponseName, ErrorResponseText>): Record<ErrorResponseName, ZodOpenApiResponseObject> {
  const responses = {} as Record<ErrorResponseName, ZodOpenApiResponseObject>;
  for (const name of Object.keys(ERROR_CODES) as ErrorResponseName[]) responses[name] = errorResponse(ERROR_CODES[name], texts[name]);
  const retryAfter = (when: string) => ({ headers: z.object({ 'Retry-After': z.string().describe(when) }) });
  responses.TooManyRequests = { ...responses.TooManyRequests, ...retryAfter('Seconds until the next request is allowed') };
  const tryAgain = 'Seconds to wait before trying again; sent with SERVICE_UNAVAILABLE';
  responses.ServiceUnavailable = { ...responses.ServiceUnavailable, ...retryAfter(tryAgain) };
  responses.Timeout = { ...responses.Timeout, ...retryAfter(tryAgain) };
  return responses;
}

function errorResponse(code: ErrorCode | readonly [ErrorCode, ...ErrorCode[]], { description, example }: ErrorResponseText): ZodOpenApiResponseObject {
  const codeSchema = typeof code === 'string' ? z.literal(code) : z.enum(code);
  return {
    description,
    content: {
      // ApiErrorBody itself is components.schemas.ApiError, so this is `allOf: [ApiError, { code }]`.
      'application/json': { schema: z.intersection(ApiErrorBody, z.looseObject({ code: codeSchema })), example },
    },
  };
}
