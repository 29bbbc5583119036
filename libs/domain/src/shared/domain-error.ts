/** How the edges should read a business failure; mapped to HTTP/tRPC codes only there. */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/** A business failure with a stable `FEATURE.REASON` code and a message a user may read. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }

  static notFound(code: string, message: string): DomainError {
    return new DomainError(code, 'not_found', message);
  }

  static conflict(code: string, message: string): DomainError {
    return new DomainError(code, 'conflict', message);
  }

  static invalid(code: string, message: string): DomainError {
    return new DomainError(code, 'invalid', message);
  }

  /** A member whose role does not allow the change (a stranger is told NOT_FOUND instead). */
  static forbidden(code: string, message: string): DomainError {
    return new DomainError(code, 'forbidden', message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
