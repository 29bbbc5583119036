import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateWorldHandler } from './commands/create-world/create-world.handler';
import { worldsProjection } from './projections/world-list/worlds.projection';
import { GetWorldHandler } from './queries/get-world/get-world.handler';
import { ListWorldsHandler } from './queries/list-worlds/list-worlds.handler';

export const worldProjections = [worldsProjection];

@Module({
  imports: [CqrsModule],
  providers: [CreateWorldHandler, GetWorldHandler, ListWorldsHandler],
})
export class WorldModule {}
