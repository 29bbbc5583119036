import { Member } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { memberPath, membersExamples, SetRoleBody } from '../../members-rest';

export const setMemberRoleRoute = restRoute({
  method: 'put',
  path: '/api/worlds/{worldId}/members/{userId}',
  operationId: 'setMemberRole',
  tag: 'Members',
  summary: "Change a member's role",
  description: "Only the owner. The owner's own role never changes (409); a role that does not exist is a 400.",
  params: { path: memberPath },
  body: { schema: SetRoleBody, example: membersExamples.setRole },
  success: { status: 200, description: 'The member with their new role', schema: Member, example: membersExamples.member },
  errors: COMMAND_ERRORS,
});
