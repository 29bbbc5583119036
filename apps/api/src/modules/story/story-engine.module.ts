import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateArcHandler } from '../arc/commands/create-arc/create-arc.handler';
import { ProgressArcHandler } from '../arc/commands/progress-arc/progress-arc.handler';
import { RecordWorldEventHandler } from '../arc/commands/record-world-event/record-world-event.handler';
import { CreateCharacterHandler, DeleteCharacterHandler, UpdateCharacterHandler } from '../character/commands/character.handlers';
import { CreateFactionHandler, DeleteFactionHandler, UpdateFactionHandler } from '../faction/commands/faction.handlers';
import { CreateLocationHandler, DeleteLocationHandler, UpdateLocationHandler } from '../location/commands/location.handlers';
import { storyQueryHandlers } from '../story-read-models';
import { SeedWorldHandler } from '../world/commands/seed-world/seed-world.handler';
import { SeedingWorker } from './seeding/seeding-worker';

/** Seeding, arcs, beats, world events and entity edits: their command and query handlers and the seeding worker. */
@Module({
  imports: [CqrsModule],
  providers: [
    SeedWorldHandler,
    SeedingWorker,
    CreateArcHandler,
    ProgressArcHandler,
    RecordWorldEventHandler,
    CreateLocationHandler,
    UpdateLocationHandler,
    DeleteLocationHandler,
    CreateCharacterHandler,
    UpdateCharacterHandler,
    DeleteCharacterHandler,
    CreateFactionHandler,
    UpdateFactionHandler,
    DeleteFactionHandler,
    ...storyQueryHandlers,
  ],
})
export class StoryEngineModule {}
