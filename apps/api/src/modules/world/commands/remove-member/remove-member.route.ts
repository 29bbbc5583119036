import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { memberPath, Members, membersExamples } from '../../members-rest';

export const removeMemberRoute = restRoute({
  method: 'delete',
  path: '/api/worlds/{worldId}/members/{userId}',
  operationId: 'removeMember',
  tag: 'Members',
  summary: 'Remove a member',
  description: 'Only the owner; the owner cannot be removed (409). The member loses access at once.',
  params: { path: memberPath },
  success: { status: 200, description: 'The members who remain', schema: Members, example: membersExamples.members },
  errors: COMMAND_ERRORS,
});
