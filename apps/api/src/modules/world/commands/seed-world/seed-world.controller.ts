import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SeedWorldResult } from '@worldloom/contracts';
import type { RequestContext } from '#platform/commands/request-context';
import { ApiCaller } from '#platform/rest/api-caller.decorator';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { SeedWorldCommand } from './seed-world.command';
import { seedWorldRoute } from './seed-world.route';

/** POST /api/worlds/{worldId}/seed */
@Controller()
@PublicApi()
export class SeedWorldController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  /** Seeding runs in the background: 202 at once, then poll the entity lists. */
  @RestRoute(seedWorldRoute)
  seed(@Param() params: unknown, @ApiCaller() caller: RequestContext): Promise<SeedWorldResult> {
    return this.commandBus.execute(new SeedWorldCommand(seedWorldRoute.params.path.parse(params).worldId, caller));
  }
}
