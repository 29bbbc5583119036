import type { BodyErrorFace } from '../http/body-parsing';

/**
 * A tRPC call whose body express could not take (malformed JSON, over HTTP_MAX_BODY_BYTES) is answered in tRPC's
 * own error shape, as superjson carries it, so the client raises a TRPCClientError rather than failing to read it.
 */
export const trpcBodyErrors: BodyErrorFace = {
  pathPrefix: '/api/trpc/',
  body: (status, message) => {
    const [code, rpcCode] = status === 413 ? ['PAYLOAD_TOO_LARGE', -32413] : ['PARSE_ERROR', -32700];
    return { error: { json: { message, code: rpcCode, data: { code, httpStatus: status } } } };
  },
};
