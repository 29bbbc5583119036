import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Arc } from '@worldloom/contracts';
import { DomainError } from '@worldloom/domain';
import { Pool } from 'pg';
import { PG_POOL } from '#platform/database/database.module';
import { ARC_COLUMNS, type ArcRow, toArc } from '../arc-rows';
import { GetArcQuery } from './get-arc.query';

@QueryHandler(GetArcQuery)
export class GetArcHandler implements IQueryHandler<GetArcQuery, Arc> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Another user's arc is ARC.NOT_FOUND, never FORBIDDEN. */
  async execute({ arcId, ownerId }: GetArcQuery): Promise<Arc> {
    const { rows } = await this.pool.query<ArcRow>(`SELECT ${ARC_COLUMNS} FROM arcs WHERE id = $1 AND owner_id = $2`, [
      arcId,
      ownerId,
    ]);
    const row = rows[0];
    if (!row) throw DomainError.notFound('ARC.NOT_FOUND', `Arc ${arcId} not found`);
    return toArc(row);
  }
}
