import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditController } from './audit.controller';
import { CharactersController } from './characters.controller';
import { FactionsController } from './factions.controller';
import { LocationsController } from './locations.controller';
import { StoryController } from './story.controller';
import { WorldsController } from './worlds.controller';

/**
 * The public REST API (SPEC.md §7) over the same buses as tRPC, behind ApiKeyGuard and RateLimitGuard
 * (their providers come from the global ApiKeysModule). Errors: RestExceptionFilter; document: platform/openapi.
 */
@Module({
  imports: [CqrsModule],
  controllers: [WorldsController, StoryController, CharactersController, LocationsController, FactionsController, AuditController],
})
export class RestModule {}
