import type { Member, WorldRole } from '@worldloom/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { announce } from '../../../lib/announce';
import { useAutoAdvance, useMemberMutations, useMembers } from '../api/members';
import { memberFailureMessage } from '../../../lib/member-failure';
import { useWorldAccess } from '../../../lib/use-world-access';
import { ROLE_LABELS } from '../../../lib/world-access';
import { InvitesSection } from './invites-section';
import { MemberConfirm } from './member-confirm';
import styles from './members.module.css';

const CHANGEABLE_ROLES = ['co-author', 'player', 'viewer'] as const;

interface MembersPanelProps {
  readonly worldId: string;
  readonly worldName: string;
}

/**
 * Who is in the world and with what role. The owner invites (a link to copy), changes roles, removes members
 * and lets the arc advance by itself; anyone else reads the list and may leave the world.
 */
export function MembersPanel({ worldId, worldName }: MembersPanelProps) {
  const access = useWorldAccess();
  const members = useMembers(worldId);
  const mutations = useMemberMutations(worldId);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const managesMembers = access.role === 'owner' && access.may('members.setRole');
  const label = (member: Member) => member.email ?? 'A member without an email';

  function changeRole(member: Member, role: WorldRole) {
    setFailure(null);
    mutations.setRole.mutate(
      { worldId, userId: member.user_id, role },
      {
        onSuccess: () => announce(`${label(member)} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) => setFailure(memberFailureMessage(error, 'Failed to change the role.')),
      },
    );
  }

  function remove(member: Member) {
    setRemoving(null);
    setFailure(null);
    mutations.remove.mutate(
      { worldId, userId: member.user_id },
      {
        onSuccess: () => announce(`${label(member)} was removed from the world.`),
        onError: (error) => setFailure(memberFailureMessage(error, 'Failed to remove the member.')),
      },
    );
  }

  function leave() {
    setFailure(null);
    mutations.leave.mutate(worldId, {
      onSuccess: () => {
        setLeaving(false);
        announce(`You left ${worldName}.`);
        void navigate({ to: '/app/worlds' });
      },
      onError: (error) => {
        setLeaving(false);
        setFailure(memberFailureMessage(error, 'Failed to leave the world.'));
      },
    });
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="members-title" data-testid="members-panel">
      <div className={styles.top}>
        <div>
          <h2 id="members-title" className={styles.title}>
            Members
          </h2>
          {access.role && (
            <p className={styles.note} data-testid="my-role">
              Your role: {ROLE_LABELS[access.role]}
            </p>
          )}
        </div>
        {access.role !== null && access.role !== 'owner' && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setLeaving(true)} disabled={mutations.leave.isPending}>
            Leave world
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{failure}</span>
        </p>
      )}
      {members.isPending ? (
        <p className="status-text">Loading members...</p>
      ) : members.isError ? (
        <p className={styles.empty}>The members could not be loaded.</p>
      ) : (
        <ul className={styles.list} aria-label={`Members of ${worldName}`}>
          {members.data.map((member) => (
            <li key={member.user_id} className={styles.member} data-testid="member">
              <span className={styles.who}>
                {label(member)}
                {member.user_id === access.userId && <span className={`badge ${styles.you}`}>You</span>}
              </span>
              {managesMembers && member.role !== 'owner' ? (
                <>
                  <select
                    className={styles.roleSelect}
                    aria-label={`Role of ${label(member)}`}
                    value={member.role}
                    disabled={mutations.setRole.isPending}
                    onChange={(event) => changeRole(member, event.target.value as WorldRole)}
                  >
                    {CHANGEABLE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Remove ${label(member)}`}
                    onClick={() => setRemoving(member)}
                    disabled={mutations.remove.isPending}
                  >
                    Remove
                  </button>
                </>
              ) : (
                <span className="badge" data-role={member.role}>
                  {ROLE_LABELS[member.role]}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {access.role === 'owner' && access.may('world.setAutoAdvance') && <AutoAdvanceSwitch worldId={worldId} onFailure={setFailure} />}
      {access.role === 'owner' && access.may('members.invite') && <InvitesSection worldId={worldId} />}
      <MemberConfirm
        open={removing !== null}
        title={`Remove ${removing ? label(removing) : 'member'}?`}
        message="They lose access to this world at once, open pages included. Their character stays in the world."
        confirmLabel="Remove member"
        busy={mutations.remove.isPending}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
      <MemberConfirm
        open={leaving}
        title={`Leave ${worldName}?`}
        message="You lose access to this world. To come back you need a new invite."
        confirmLabel="Leave world"
        busy={mutations.leave.isPending}
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
      />
    </section>
  );
}

function AutoAdvanceSwitch({ worldId, onFailure }: { worldId: string; onFailure: (message: string | null) => void }) {
  const setting = useAutoAdvance(worldId, true);
  const { setAutoAdvance } = useMemberMutations(worldId);
  // While the change is on its way the switch shows it, from the click itself (the mutation's own state reaches
  // React a tick later, and a controlled checkbox would flick back meanwhile); the answer (or a failure) settles it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const enabled = asked ?? setting.data?.enabled;
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={enabled ?? false}
        disabled={enabled === undefined}
        aria-busy={setAutoAdvance.isPending || undefined}
        onChange={(event) => {
          const on = event.target.checked;
          if (setAutoAdvance.isPending) return;
          onFailure(null);
          setAsked(on);
          setAutoAdvance.mutate(
            { worldId, enabled: on },
            {
              onSettled: () => setAsked(null),
              onSuccess: () => announce(on ? 'The arc now advances by itself once every player has acted.' : 'Auto-advance off.'),
              onError: (error) => onFailure(memberFailureMessage(error, 'Failed to change auto-advance.')),
            },
          );
        }}
      />
      Advance the arc by itself once every player has acted
    </label>
  );
}
