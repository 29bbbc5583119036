import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../features/world-members/components/join-page';

/** An invite link (members.invite's `url`): the signed-in person sees the world and the role, and joins. */
export const Route = createFileRoute('/app/join/$token')({
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useParams();
  return <JoinPage key={token} token={token} />;
}
