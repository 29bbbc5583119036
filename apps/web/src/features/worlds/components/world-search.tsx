import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/icons';
import styles from './worlds.module.css';

export function WorldSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        Search worlds
      </label>
      <SearchIcon className={styles.searchIcon} />
      <input
        ref={input}
        id={id}
        type="search"
        placeholder="Search worlds..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.searchInput}
      />
      {value && (
        <button
          type="button"
          className={`icon-button icon-button-small ${styles.clear}`}
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseIcon width={16} height={16} />
        </button>
      )}
    </div>
  );
}
