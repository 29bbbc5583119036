import { Link, useNavigate } from '@tanstack/react-router';
import { AlertIcon } from '../../../components/icons';
import { announce } from '../../../lib/announce';
import { useInvitePreview, useJoinWorld } from '../api/members';
import { memberFailureMessage } from '../../../lib/member-failure';
import { ROLE_LABELS } from '../../../lib/world-access';
import styles from './members.module.css';

/** /app/join/{token}: the world an invite leads to and the role it gives, and one click to join it. */
export function JoinPage({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  const join = useJoinWorld();
  const navigate = useNavigate();

  function joinWorld() {
    join.mutate(
      { token },
      {
        onSuccess: ({ worldId, role }) => {
          announce(`You joined ${preview.data?.worldName ?? 'the world'} as ${ROLE_LABELS[role].toLowerCase()}.`);
          void navigate({ to: '/app/worlds/$worldId', params: { worldId } });
        },
      },
    );
  }

  if (preview.isPending) {
    return (
      <section className={`card ${styles.join}`}>
        <h1 className="page-title">Join a world</h1>
        <p role="status" className="status-text">
          Loading the invite...
        </p>
      </section>
    );
  }

  if (preview.isError) {
    return (
      <section className={`card ${styles.join}`}>
        <h1 className="page-title">Join a world</h1>
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{memberFailureMessage(preview.error, 'The invite could not be loaded.')}</span>
        </p>
        <div className={styles.joinActions}>
          <Link to="/app/worlds" className="btn btn-secondary">
            Return to Worlds
          </Link>
        </div>
      </section>
    );
  }

  const { worldName, role } = preview.data;
  return (
    <section className={`card ${styles.join}`} aria-labelledby="join-title">
      <h1 id="join-title" className="page-title">
        Join {worldName}
      </h1>
      <p>
        You are invited to <strong>{worldName}</strong> as a <strong data-testid="invited-role">{ROLE_LABELS[role].toLowerCase()}</strong>.{' '}
        {ROLE_DESCRIPTIONS[role]}
      </p>
      {join.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{memberFailureMessage(join.error, 'Failed to join the world.')}</span>
        </p>
      )}
      <div className={styles.joinActions}>
        <button type="button" className="btn btn-primary" onClick={joinWorld} disabled={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join'}
        </button>
        <Link to="/app/worlds" className="btn btn-ghost">
          Not now
        </Link>
      </div>
    </section>
  );
}

const ROLE_DESCRIPTIONS = {
  'co-author': 'Co-authors edit the world, start and progress its arcs and record its events.',
  player: 'Players create one character of their own and record its actions; the story answers them.',
  viewer: 'Viewers follow the world and its story as it unfolds.',
} as const;
