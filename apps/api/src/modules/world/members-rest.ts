import { CreatedInvite, Invite, InviteIdInput, InviteInput, InviteToken, Member, MemberInput, WorldIdInput, WorldRole } from '@worldloom/contracts';
import { z } from 'zod';
import { example, withExamples } from '#platform/openapi/examples';
import { restExamples } from './rest-examples';

/** Path parameters, bodies and examples of the members routes. */
const ids = {
  world: restExamples.ids.world,
  invite: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  owner: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  player: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
};
const token = 'q3V9kZP1xN0bWcLr7tYhGfA2sD5mE8uJ4iO6pK1lQwE';

export const membersWorldPath = withExamples(WorldIdInput, { worldId: ids.world });
export const memberPath = withExamples(MemberInput, { worldId: ids.world, userId: ids.player });
export const invitePath = withExamples(InviteIdInput, { inviteId: ids.invite });
export const tokenPath = withExamples(z.object({ token: InviteToken }), { token });

export const CreateInviteBody = InviteInput.omit({ worldId: true });
export const SetRoleBody = z.object({ role: z.string().min(1).max(40).describe('co-author, player or viewer') });
export const Members = z.array(Member);

export const RestJoinResult = z.object({ world_id: z.string(), role: WorldRole });
export const RestInvitePreview = z.object({ world_id: z.string(), world_name: z.string(), role: WorldRole });

export const membersExamples = {
  members: example(Members, [
    { user_id: ids.owner, email: 'ada@example.com', role: 'owner', joined_at: '2025-11-20T09:30:00.000Z' },
    { user_id: ids.player, email: 'bo@example.com', role: 'player', joined_at: '2025-11-21T18:02:00.000Z' },
  ]),
  inviteBody: example(CreateInviteBody, { role: 'player', expires_in_days: 7, max_uses: 5 }),
  created: example(CreatedInvite, {
    id: ids.invite,
    token,
    url: `https://worldloom.example/app/join/${token}`,
    role: 'player',
    expires_at: '2025-11-27T09:30:00.000Z',
    uses_left: 5,
  }),
  revoked: example(Invite, {
    id: ids.invite,
    role: 'player',
    expires_at: '2025-11-27T09:30:00.000Z',
    uses_left: 4,
    revoked: true,
    created_at: '2025-11-20T09:30:00.000Z',
  }),
  joined: example(RestJoinResult, { world_id: ids.world, role: 'player' }),
  preview: example(RestInvitePreview, { world_id: ids.world, world_name: 'Aerthos', role: 'player' }),
  setRole: example(SetRoleBody, { role: 'co-author' }),
  member: example(Member, { user_id: ids.player, email: 'bo@example.com', role: 'co-author', joined_at: '2025-11-21T18:02:00.000Z' }),
};
