import { Invite } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { invitePath, membersExamples } from '../../members-rest';

export const revokeInviteRoute = restRoute({
  method: 'delete',
  path: '/api/invites/{inviteId}',
  operationId: 'revokeInvite',
  tag: 'Members',
  summary: 'Revoke an invite link',
  description: "Only the world's owner. Nobody joins with it any more; those who joined stay. Revoking twice changes nothing.",
  params: { path: invitePath },
  success: { status: 200, description: 'The invite, revoked', schema: Invite, example: membersExamples.revoked },
  errors: COMMAND_ERRORS,
});
