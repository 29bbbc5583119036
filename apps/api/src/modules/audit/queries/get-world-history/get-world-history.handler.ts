import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HistoryPage } from '@worldloom/contracts';
import { worldHistory } from '../../history/world-history';
import { WorldStreamReader } from '../../stream/world-stream.reader';
import { GetWorldHistoryQuery } from './get-world-history.query';

@QueryHandler(GetWorldHistoryQuery)
export class GetWorldHistoryHandler implements IQueryHandler<GetWorldHistoryQuery, HistoryPage> {
  constructor(@Inject(WorldStreamReader) private readonly reader: WorldStreamReader) {}

  async execute({ request: { worldId, ...filter }, ownerId }: GetWorldHistoryQuery): Promise<HistoryPage> {
    return worldHistory(await this.reader.read(worldId, ownerId), filter);
  }
}
