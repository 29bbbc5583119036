import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ApiKey } from '@worldloom/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { listApiKeys } from '../../api-keys.repository';
import { ListApiKeysQuery } from './list-api-keys.query';

@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, ApiKey[]> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ ownerId }: ListApiKeysQuery): Promise<ApiKey[]> {
    return listApiKeys(this.pool, ownerId);
  }
}
