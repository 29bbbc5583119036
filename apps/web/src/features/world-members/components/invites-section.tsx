import type { CreatedInvite, Invite, InvitedRole } from '@worldloom/contracts';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { AlertIcon } from '../../../components/icons';
import { announce } from '../../../lib/announce';
import { formatDate } from '../../../lib/format-date';
import { useInvites, useMemberMutations } from '../api/members';
import { memberFailureMessage } from '../../../lib/member-failure';
import { ROLE_LABELS } from '../../../lib/world-access';
import styles from './members.module.css';

const INVITED_ROLES: readonly InvitedRole[] = ['player', 'co-author', 'viewer'];

/** "Player · expires Jan 5, 2026 · 3 uses left" */
export function inviteSummary(invite: Pick<Invite, 'role' | 'expires_at' | 'uses_left'>): string {
  const expiry = invite.expires_at ? `expires ${formatDate(invite.expires_at)}` : 'never expires';
  const uses = invite.uses_left === null ? 'any number of uses' : `${invite.uses_left} ${invite.uses_left === 1 ? 'use' : 'uses'} left`;
  return `${ROLE_LABELS[invite.role]} · ${expiry} · ${uses}`;
}

/** `{ [key]: n }` for a filled field, `{}` for an empty one: a key sent as undefined would reach the server as null. */
function optionalCount<Key extends string>(key: Key, text: string): Partial<Record<Key, number>> {
  const trimmed = text.trim();
  return trimmed === '' ? {} : ({ [key]: Number(trimmed) } as Partial<Record<Key, number>>);
}

/** The owner's invites: a form that makes a link (shown once, to copy), and the open ones to revoke. */
export function InvitesSection({ worldId }: { worldId: string }) {
  const invites = useInvites(worldId, true);
  const { invite, revokeInvite } = useMemberMutations(worldId);
  const [role, setRole] = useState<InvitedRole>('player');
  const [days, setDays] = useState('');
  const [uses, setUses] = useState('');
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const open = (invites.data ?? []).filter((item) => !item.revoked && item.uses_left !== 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    invite.mutate(
      { worldId, role, ...optionalCount('expires_in_days', days), ...optionalCount('max_uses', uses) },
      {
        onSuccess: (made) => {
          setCreated(made);
          announce(`Invite link created for a ${ROLE_LABELS[made.role].toLowerCase()}. Copy it and send it.`);
        },
        onError: (error) => setFailure(memberFailureMessage(error, 'Failed to create the invite.')),
      },
    );
  }

  function revoke(item: Invite) {
    setFailure(null);
    revokeInvite.mutate(
      { inviteId: item.id },
      {
        onSuccess: () => {
          if (created?.id === item.id) setCreated(null);
          announce('Invite revoked: nobody joins with it any more.');
        },
        onError: (error) => setFailure(memberFailureMessage(error, 'Failed to revoke the invite.')),
      },
    );
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className={styles.subtitle}>
          Invite people
        </h3>
        <div className={styles.fieldRow}>
          <div className="field">
            <label htmlFor={`${id}-role`}>Role</label>
            <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as InvitedRole)}>
              {INVITED_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {ROLE_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-days`}>Expires in (days)</label>
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="Never"
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-uses`}>Max uses</label>
            <input
              id={`${id}-uses`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="Any"
              value={uses}
              onChange={(event) => setUses(event.target.value)}
            />
          </div>
        </div>
        <div>
          <button type="submit" className="btn btn-primary btn-small" disabled={invite.isPending}>
            {invite.isPending ? 'Creating link...' : 'Create invite link'}
          </button>
        </div>
        {failure && (
          <p role="alert" className="banner banner-error">
            <AlertIcon />
            <span>{failure}</span>
          </p>
        )}
        {created && (
          <div className={styles.link}>
            <div className={`field ${styles.linkField}`}>
              <label htmlFor={`${id}-link`}>Invite link ({inviteSummary(created)})</label>
              <input id={`${id}-link`} readOnly value={created.url} onFocus={(event) => event.target.select()} />
            </div>
            <CopyButton text={created.url} label="Copy invite link" />
          </div>
        )}
      </form>
      <div>
        <h3 className={styles.subtitle}>Open invites</h3>
        {invites.isPending ? (
          <p className="status-text">Loading invites...</p>
        ) : open.length === 0 ? (
          <p className={styles.empty}>No open invites.</p>
        ) : (
          <ul className={styles.list} aria-label="Open invites">
            {open.map((item) => (
              <li key={item.id} className={styles.member} data-testid="invite">
                <span className={styles.who}>{inviteSummary(item)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Revoke invite: ${inviteSummary(item)}`}
                  onClick={() => revoke(item)}
                  disabled={revokeInvite.isPending}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
