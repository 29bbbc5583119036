import { CreatedInvite } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { CreateInviteBody, membersExamples, membersWorldPath } from '../../members-rest';

export const createInviteRoute = restRoute({
  method: 'post',
  path: '/api/worlds/{worldId}/invites',
  operationId: 'createInvite',
  tag: 'Members',
  summary: 'Make an invite link',
  description:
    'Only the owner. The role is co-author, player or viewer; without `expires_in_days` it never expires, without ' +
    '`max_uses` anyone with the link may join. The token is in this answer only: it is stored hashed.',
  params: { path: membersWorldPath },
  body: { schema: CreateInviteBody, example: membersExamples.inviteBody },
  success: { status: 201, description: 'The invite, with its token and link', schema: CreatedInvite, example: membersExamples.created },
  errors: COMMAND_ERRORS,
});
