import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Request, RequestHandler } from 'express';
import { AccessTokenVerifier, InvalidAccessTokenError } from '../../modules/auth/auth.module';
import { appRouter } from './app-router';
import type { SessionUser, TrpcContext } from './trpc-context';

/** Mounts the tRPC app router on express, with the Nest buses and the bearer user in its context. */
@Injectable()
export class TrpcService {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
  ) {}

  middleware(): RequestHandler {
    return createExpressMiddleware({
      router: appRouter,
      createContext: ({ req }) => this.createContext(req),
      maxBatchSize: 20,
    });
  }

  private async createContext(req: Request): Promise<TrpcContext> {
    return {
      user: await this.userOf(req),
      correlationId: req.header('x-correlation-id') ?? randomUUID(),
      commandBus: this.commandBus,
      queryBus: this.queryBus,
    };
  }

  /**
   * A missing, empty or invalid bearer token means no user (authed procedures answer UNAUTHORIZED);
   * any other failure, e.g. the database being down, stays an error.
   */
  private async userOf(req: Request): Promise<SessionUser | null> {
    const token = /^Bearer (.+)$/i.exec(req.header('authorization') ?? '')?.[1]?.trim();
    if (!token) return null;
    try {
      return await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) return null;
      throw error;
    }
  }
}
