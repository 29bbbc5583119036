import { type DynamicModule, Global, Module } from '@nestjs/common';
import { PROJECTIONS, type Projection } from './projection';
import { ProjectionsService } from './projections.service';
import { ReadModelChanges } from './read-model-changes';

/** Runs the read-model projections, lets a writer wait for them (read your writes), and feeds their changes. */
@Global()
@Module({})
export class ProjectionsModule {
  static forRoot(projections: readonly Projection[]): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS, useValue: [...projections] }, ReadModelChanges, ProjectionsService],
      exports: [ProjectionsService, ReadModelChanges],
    };
  }
}
