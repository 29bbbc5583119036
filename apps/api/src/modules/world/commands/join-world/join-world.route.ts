import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { membersExamples, RestJoinResult, tokenPath } from '../../members-rest';

export const joinWorldRoute = restRoute({
  method: 'post',
  path: '/api/invites/{token}/join',
  operationId: 'joinWorld',
  tag: 'Members',
  summary: 'Join a world with an invite token',
  description: "The key's user joins with the invite's role. An expired, revoked or used-up invite and joining twice answer 409.",
  params: { path: tokenPath },
  success: { status: 200, description: 'The world joined and the role', schema: RestJoinResult, example: membersExamples.joined },
  errors: COMMAND_ERRORS,
});
