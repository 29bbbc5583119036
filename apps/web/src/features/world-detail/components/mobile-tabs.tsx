import type { KeyboardEvent } from 'react';
import { GlobeIcon, HistoryIcon, SparklesIcon } from '../../../components/icons';
import { MapPinIcon, UsersIcon } from './detail-icons';
import styles from './world-detail-page.module.css';

export type WorldTab = 'world' | 'arc' | 'locations' | 'characters' | 'history';

const TABS = [
  { value: 'world', label: 'World', icon: GlobeIcon, controls: 'world-section-world world-section-story' },
  { value: 'arc', label: 'Arc', icon: SparklesIcon, controls: 'world-section-story' },
  { value: 'locations', label: 'Locations', icon: MapPinIcon, controls: 'world-section-atlas world-section-locations' },
  { value: 'characters', label: 'Characters', icon: UsersIcon, controls: 'world-section-atlas world-section-characters' },
  { value: 'history', label: 'History', icon: HistoryIcon, controls: 'world-section-history' },
] as const satisfies readonly { value: WorldTab; label: string; icon: unknown; controls: string }[];

interface MobileTabsProps {
  readonly value: WorldTab;
  readonly onChange: (tab: WorldTab) => void;
}

/**
 * The bottom tab bar of small screens (SPEC.md §2, and History); on wide screens every section shows, the
 * bar is hidden and the header's History button opens the history.
 */
export function MobileTabs({ value, onChange }: MobileTabsProps) {
  function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.value === value);
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    onChange(next.value);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab-value="${next.value}"]`)?.focus();
  }

  return (
    <div className={styles.tabBar} role="tablist" aria-label="World sections" onKeyDown={moveWithArrows}>
      {TABS.map(({ value: tab, label, icon: Icon, controls }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          data-tab-value={tab}
          aria-selected={tab === value}
          aria-controls={controls}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => {
            onChange(tab);
            window.scrollTo({ top: 0 });
          }}
        >
          <Icon width={20} height={20} />
          <span>{label}</span>
        </button>
      ))}
    </div>
  );
}
