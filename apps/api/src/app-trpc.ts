import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Module } from '@nestjs/common';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { Request, RequestHandler, Response } from 'express';
import { AuthModule } from '#auth/module';
import { APP_CONFIG, type PlatformConfig } from '#platform/config/config';
import { LimitCounters } from '#platform/limits/limit-counters';
import { isServiceUnavailable } from '#platform/errors/service-unavailable';
import { LimitsModule } from '#platform/limits/limits.module';
import {
  SESSION_USER_RESOLVER,
  type SessionUser,
  type SessionUserResolver,
  type TrpcContext,
} from '#platform/trpc/trpc-context';
import { toTrpcError } from '#platform/trpc/trpc';
import { appRouter } from './app-router';

/** Mounts the app router on express, with the Nest buses and the bearer token's user in its context. */
@Injectable()
export class AppTrpc {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SESSION_USER_RESOLVER) private readonly users: SessionUserResolver,
    @Inject(LimitCounters) private readonly counters: LimitCounters,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  middleware(): RequestHandler {
    return createExpressMiddleware({
      router: appRouter,
      // A browser's EventSource sends no headers: a subscription brings its bearer token in connectionParams.
      createContext: ({ req, res, info }) => this.createContext(req, res, info.connectionParams?.authorization),
      maxBatchSize: 20,
    });
  }

  private async createContext(req: Request, res: Response, authorization?: string): Promise<TrpcContext> {
    return {
      user: await this.userOf(req, authorization).catch((error: unknown) => {
        // The session check could not reach the database: 503, as a procedure's own failure would be.
        throw isServiceUnavailable(error) ? toTrpcError(error, (name, value) => res.setHeader(name, value)) : error;
      }),
      correlationId: req.header('x-correlation-id') ?? randomUUID(),
      commandBus: this.commandBus,
      queryBus: this.queryBus,
      spendMutation: (userId) => this.counters.spend('trpc:mutations', userId, this.config.TRPC_MUTATION_LIMIT),
      setHeader: (name, value) => res.setHeader(name, value),
    };
  }

  /** A missing or empty bearer token means no user (authed procedures answer UNAUTHORIZED). */
  private async userOf(req: Request, authorization?: string): Promise<SessionUser | null> {
    const token = /^Bearer (.+)$/i.exec(req.header('authorization') || authorization || '')?.[1]?.trim();
    return token ? this.users.userOf(token) : null;
  }
}

@Module({ imports: [CqrsModule, AuthModule, LimitsModule], providers: [AppTrpc], exports: [AppTrpc] })
export class AppTrpcModule {}
