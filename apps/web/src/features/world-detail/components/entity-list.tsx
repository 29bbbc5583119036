import type { ReactNode } from 'react';
import { PlusIcon, SparklesIcon } from '../../../components/icons';
import { beatLabel, emergedLabel } from '../hooks/arc-progress';
import { ChevronDownIcon } from './detail-icons';
import styles from './entities.module.css';

export interface EntityListItem {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  /** A short qualifier after the name: a faction's type, a character's role. */
  readonly note?: string;
  /** A faction's banner colour. */
  readonly color?: string;
  /** A newcomer: the beat that brought it into the story. */
  readonly emerged_in_beat?: { readonly beat_index: number } | null;
  /** The signed-in person's own (player) character: marked "You". */
  readonly own?: boolean;
}

interface EntitySectionProps {
  readonly id: string;
  readonly title: string;
  readonly count: number;
  readonly icon: ReactNode;
  readonly addLabel: string;
  /** None: the person's role may add nothing here, and no button shows. */
  readonly onAdd?: () => void;
  /** Shown under the list while it scrolls further than its box (SPEC.md §9). */
  readonly scrollHint?: string;
  readonly loading: boolean;
  readonly children: ReactNode;
}

/** A column's section: a heading with its count and an add button, then a scrolling list. */
export function EntitySection({ id, title, count, icon, addLabel, onAdd, scrollHint, loading, children }: EntitySectionProps) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionTop}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {icon}
          {title}
          <span className={styles.count} data-testid={`${id}-count`}>
            {count}
          </span>
        </h2>
        {onAdd && (
          <button type="button" className="icon-button icon-button-small" aria-label={addLabel} title={addLabel} onClick={onAdd}>
            <PlusIcon width={18} height={18} />
          </button>
        )}
      </div>
      {loading ? (
        <p className="status-text">Loading...</p>
      ) : (
        <div className={styles.scroller} data-scrolls={Boolean(scrollHint)}>
          {children}
          {scrollHint && (
            <p className={styles.scrollHint} data-testid={`${id}-scroll-hint`}>
              <ChevronDownIcon width={16} height={16} />
              <span>{scrollHint}</span>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

interface EntityGroupProps {
  readonly title: string;
  readonly items: readonly EntityListItem[];
  readonly onOpen: (id: string) => void;
  readonly empty: string;
}

/** One titled group with its count: Regions, Cities..., or Major and Minor characters. */
export function EntityGroup({ title, items, onOpen, empty }: EntityGroupProps) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>
        {title} <span className={styles.groupCount}>({items.length})</span>
      </h3>
      <EntityItems items={items} onOpen={onOpen} empty={empty} />
    </div>
  );
}

export function EntityItems({ items, onOpen, empty }: Omit<EntityGroupProps, 'title'>) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className={styles.item} onClick={() => onOpen(item.id)}>
            {item.color && <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />}
            <span className={styles.itemName}>{item.name}</span>
            {item.note && <span className={styles.itemNote}>{item.note}</span>}
            {item.own && (
              <span className="badge" data-testid="own-character">
                You
              </span>
            )}
            {item.emerged_in_beat && <EmergedMark emerged={item.emerged_in_beat} />}
            <span className={styles.status} data-status={item.status}>
              {item.status}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A newcomer's mark in a list: the beat it emerged in, said in full to assistive technology. */
function EmergedMark({ emerged }: { emerged: { readonly beat_index: number } }) {
  const label = emergedLabel(emerged);
  return (
    <span className={styles.emerged} title={label} data-testid="emerged-mark">
      <SparklesIcon width={12} height={12} />
      <span aria-hidden="true">{beatLabel(emerged.beat_index)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
