import type { LiveViewer } from '@worldloom/contracts';
import type { CSSProperties } from 'react';
import styles from './live-presence.module.css';

/** The first letters of a viewer's name, for their avatar. */
function initials(name: string): string {
  const parts = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : (parts[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue per person, so the same viewer keeps their colour. */
function hueOf(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

interface LivePresenceProps {
  /** The other people viewing the world now. */
  readonly others: readonly LiveViewer[];
  /** Who just did what (said politely to screen readers too); null when there is no news. */
  readonly news: string | null;
}

/** Who else has the world open (avatars), and a brief line about the last change someone committed. */
export function LivePresence({ others, news }: LivePresenceProps) {
  const label = others.length > 0 ? `Also viewing: ${others.map((viewer) => viewer.name).join(', ')}` : undefined;
  return (
    <div className={styles.live}>
      {others.length > 0 && (
        <ul className={styles.avatars} aria-label={label} data-testid="presence">
          {others.slice(0, 5).map((viewer) => (
            <li key={viewer.userId} className={styles.avatar} title={viewer.name} style={{ '--hue': hueOf(viewer.userId) } as CSSProperties}>
              <span aria-hidden="true">{initials(viewer.name)}</span>
              <span className="visually-hidden">{viewer.name}</span>
            </li>
          ))}
          {others.length > 5 && <li className={styles.more}>+{others.length - 5}</li>}
        </ul>
      )}
      <p role="status" className={styles.news} data-testid="live-news">
        {news}
      </p>
    </div>
  );
}
