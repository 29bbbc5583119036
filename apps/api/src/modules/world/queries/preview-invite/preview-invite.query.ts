import { Query } from '@nestjs/cqrs';
import type { InvitePreview } from '@worldloom/contracts';

/** The world an invite link leads to and the role it gives, for the person about to join with it. */
export class PreviewInviteQuery extends Query<InvitePreview> {
  constructor(readonly token: string) {
    super();
  }
}
