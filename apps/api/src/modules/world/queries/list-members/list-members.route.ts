import { restRoute } from '#platform/rest/rest-route';
import { Members, membersExamples, membersWorldPath } from '../../members-rest';

export const listMembersRoute = restRoute({
  method: 'get',
  path: '/api/worlds/{worldId}/members',
  operationId: 'listMembers',
  tag: 'Members',
  summary: "List a world's members and their roles",
  description: 'The owner first, then members in the order they joined. Any member may read it.',
  params: { path: membersWorldPath },
  success: { status: 200, description: 'The members', schema: Members, example: membersExamples.members },
  errors: ['BadRequest', 'NotFound'],
});
