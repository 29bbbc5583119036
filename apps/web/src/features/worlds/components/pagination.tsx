import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import styles from './worlds.module.css';

interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ArrowLeftIcon width={16} height={16} />
        Previous
      </button>
      <ul className={styles.pageList}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ArrowRightIcon width={16} height={16} />
      </button>
    </nav>
  );
}
