import type { ApiErrorBody } from '@worldloom/contracts';
import express, { type ErrorRequestHandler, type Express } from 'express';

const BODY_LIMIT = '1mb';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/**
 * Parses JSON and form bodies; a body that cannot be parsed is a 400 in the shape of the face it was
 * sent to (GoTrue's under /auth, `{ error, code }` elsewhere), never a 500.
 */
export function useBodyParsing(server: Express): void {
  server.use(express.json({ limit: BODY_LIMIT }));
  server.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  server.use(bodyErrorHandler);
}

const bodyErrorHandler: ErrorRequestHandler = (error: BodyParserError, req, res, next) => {
  if (!error.type?.startsWith('entity.') && error.type !== 'charset.unsupported' && error.type !== 'encoding.unsupported') {
    next(error);
    return;
  }
  const status = error.status === 413 ? 413 : 400;
  const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : error.message;
  if (req.path.startsWith('/auth/')) {
    res.status(status).json({ code: status, error_code: 'bad_json', msg: message });
    return;
  }
  const body: ApiErrorBody = { error: message, code: 'BAD_REQUEST' };
  res.status(status).json(body);
};
