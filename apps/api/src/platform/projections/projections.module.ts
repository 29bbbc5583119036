import { type DynamicModule, Global, Module } from '@nestjs/common';
import { WorldCommandExecutor } from '../commands/world-command.executor';
import { PROJECTIONS, type Projection } from './projection';
import { ProjectionsService } from './projections.service';
import { ReadModelChanges } from './read-model-changes';

/** Runs the read-model projections, offers the write path that waits for them and the feed of their changes. */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS, useValue: [...projections] }, ReadModelChanges, ProjectionsService, WorldCommandExecutor],
      exports: [ProjectionsService, ReadModelChanges, WorldCommandExecutor],
    };
  }
}
