import { z } from 'zod';

/** Transport-level error codes shared by tRPC and REST (SPEC.md §8). */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  /** A member of the world whose role does not allow the call (a stranger is told NOT_FOUND). */
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'TIMEOUT',
  'INTERNAL_SERVER_ERROR',
  /** The story generator gave nothing the domain accepts after its tries (REST 502, tRPC BAD_GATEWAY). */
  'GENERATOR_FAILED',
  /** Generating would take the world past its monthly budget; the model was not asked (REST 402, tRPC PAYMENT_REQUIRED). */
  'BUDGET_EXCEEDED',
  /** The database cannot be reached or is saturated just now: try again after Retry-After (REST 503, tRPC SERVICE_UNAVAILABLE). */
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorIssue = z.object({
  code: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/** The JSON body of every public REST error. */
export const ApiErrorBody = z.object({
  error: z.string(),
  code: ErrorCode,
  issues: z.array(ErrorIssue).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Turns zod issues into the wire shape: code, path, message. */
export function toErrorIssues(issues: readonly z.core.$ZodIssue[]): ErrorIssue[] {
  return issues.map((issue) => ({
    code: issue.code,
    path: issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment))),
    message: issue.message,
  }));
}
