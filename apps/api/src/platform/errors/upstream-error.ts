/**
 * A service the app depends on (a model provider, say) gave nothing usable after its tries. Not the client's
 * fault and not a bug here: the edges answer 502 (tRPC BAD_GATEWAY) with the code and a message naming what went wrong.
 */
export class UpstreamError extends Error {
  override readonly name: string = 'UpstreamError';

  constructor(
    message: string,
    readonly code: 'GENERATOR_FAILED',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
