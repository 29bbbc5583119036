/** The stream kept moving under a command through every retry. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(readonly streamId: string, attempts: number) {
    super(`The world changed during the request ${attempts} times in a row; try again.`);
  }
}
