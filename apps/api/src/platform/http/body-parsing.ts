import type { ApiErrorBody } from '@worldloom/contracts';
import express, { type ErrorRequestHandler, type Express } from 'express';

const BODY_LIMIT = '1mb';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** A face of the app whose clients read an error shape of their own, by the path prefix it is served under. */
export interface BodyErrorFace {
  readonly pathPrefix: string;
  body(status: number, message: string): object;
}

/**
 * Parses JSON and form bodies; a body that cannot be parsed is a 400 in the shape of the face it was
 * sent to (one of `faces`, else `{ error, code }`), never a 500.
 */
export function useBodyParsing(server: Express, faces: readonly BodyErrorFace[] = []): void {
  server.use(express.json({ limit: BODY_LIMIT }));
  server.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  server.use(bodyErrorHandler(faces));
}

function bodyErrorHandler(faces: readonly BodyErrorFace[]): ErrorRequestHandler {
  return (error: BodyParserError, req, res, next) => {
    if (!error.type?.startsWith('entity.') && error.type !== 'charset.unsupported' && error.type !== 'encoding.unsupported') {
      next(error);
      return;
    }
    const status = error.status === 413 ? 413 : 400;
    const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : error.message;
    const face = faces.find((candidate) => req.path.startsWith(candidate.pathPrefix));
    if (face) {
      res.status(status).json(face.body(status, message));
      return;
    }
    const body: ApiErrorBody = { error: message, code: 'BAD_REQUEST' };
    res.status(status).json(body);
  };
}
