import { type DynamicModule, Global, Module } from '@nestjs/common';
import { WorldCommandExecutor } from '../commands/world-command.executor';
import { PROJECTIONS, type Projection } from './projection';
import { ProjectionsService } from './projections.service';

/** Runs the read-model projections and offers the write path that waits for them. */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS, useValue: [...projections] }, ProjectionsService, WorldCommandExecutor],
      exports: [ProjectionsService, WorldCommandExecutor],
    };
  }
}
