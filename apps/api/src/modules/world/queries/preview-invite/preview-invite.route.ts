import { restRoute } from '#platform/rest/rest-route';
import { membersExamples, RestInvitePreview, tokenPath } from '../../members-rest';

export const previewInviteRoute = restRoute({
  method: 'get',
  path: '/api/invites/{token}/preview',
  operationId: 'previewInvite',
  tag: 'Members',
  summary: 'See the world and role an invite token gives',
  description: "Any signed-in caller holding the token sees the world's name and the role, before joining; whether the invite still admits them is answered on joining.",
  params: { path: tokenPath },
  success: { status: 200, description: 'The world the invite leads to and its role', schema: RestInvitePreview, example: membersExamples.preview },
  errors: ['BadRequest', 'NotFound'],
});
