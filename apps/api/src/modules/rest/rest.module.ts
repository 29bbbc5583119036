import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditController } from './audit.controller';
import { CharactersController } from './characters.controller';
import { FactionsController } from './factions.controller';
import { LocationsController } from './locations.controller';
import { StoryController } from './story.controller';
import { WorldStateFastRoute } from './world-state.fast-route';
import { WorldsController } from './worlds.controller';

/**
 * The public REST API (SPEC.md §7) over the same buses as tRPC, behind ApiKeyGuard and RateLimitGuard
 * (their providers come from the global ApiKeysModule). Errors: RestExceptionFilter; document: platform/openapi.
 * GET /api/worlds/{id}/state of a cached world is answered before express by WorldStateFastRoute (app.factory.ts).
 */
@Module({
  imports: [CqrsModule],
  controllers: [WorldsController, StoryController, CharactersController, LocationsController, FactionsController, AuditController],
  providers: [WorldStateFastRoute],
})
export class RestModule {}
