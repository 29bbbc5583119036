import type { ApiErrorBody } from '@worldloom/contracts';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { containsInvalidText, INVALID_TEXT_MESSAGE } from './valid-text';

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
 * Parses JSON and form bodies of at most `maxBytes` (HTTP_MAX_BODY_BYTES); a larger one is a 413, one that
 * cannot be parsed a 400, each in the shape of the face it was sent to (one of `faces`, else `{ error, code }`),
 * never a 500. So is a body or query string holding text the database cannot store (valid-text.ts).
 */
export function useBodyParsing(server: Express, faces: readonly BodyErrorFace[] = [], { maxBytes = 1024 * 1024 } = {}): void {
  server.use(express.json({ limit: maxBytes }));
  server.use(express.urlencoded({ extended: false, limit: maxBytes }));
  server.use(bodyErrorHandler(faces));
  server.use(invalidTextGuard(faces));
}

function answer(faces: readonly BodyErrorFace[], path: string, status: number, message: string): object {
  const face = faces.find((candidate) => path.startsWith(candidate.pathPrefix));
  if (face) return face.body(status, message);
  const body: ApiErrorBody = { error: message, code: 'BAD_REQUEST' };
  return body;
}

function invalidTextGuard(faces: readonly BodyErrorFace[]): RequestHandler {
  return (req, res, next) => {
    if (containsInvalidText(req.body) || containsInvalidText(req.query)) {
      res.status(400).json(answer(faces, req.path, 400, INVALID_TEXT_MESSAGE));
      return;
    }
    next();
  };
}

function bodyErrorHandler(faces: readonly BodyErrorFace[]): ErrorRequestHandler {
  return (error: BodyParserError, req, res, next) => {
    if (!error.type?.startsWith('entity.') && error.type !== 'charset.unsupported' && error.type !== 'encoding.unsupported') {
      next(error);
      return;
    }
    const status = error.status === 413 ? 413 : 400;
    const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : error.message;
    res.status(status).json(answer(faces, req.path, status, message));
  };
}
