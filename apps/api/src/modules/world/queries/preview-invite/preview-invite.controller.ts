import { Controller, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { InvitePreview } from '@worldloom/contracts';
import { PublicApi } from '#platform/rest/public-api.decorator';
import { RestRoute } from '#platform/rest/rest-route';
import { PreviewInviteQuery } from './preview-invite.query';
import { previewInviteRoute } from './preview-invite.route';

/** GET /api/invites/{token}/preview */
@Controller()
@PublicApi()
export class PreviewInviteController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @RestRoute(previewInviteRoute)
  async preview(@Param() params: unknown): Promise<{ world_id: string; world_name: string; role: InvitePreview['role'] }> {
    const preview: InvitePreview = await this.queryBus.execute(new PreviewInviteQuery(previewInviteRoute.params.path.parse(params).token));
    return { world_id: preview.worldId, world_name: preview.worldName, role: preview.role };
  }
}
