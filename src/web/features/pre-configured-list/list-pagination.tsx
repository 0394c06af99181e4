import { Link } from 'react-router';
import styles from './list-pagination.module.css';

export interface ListPaginationProps {
  pageNumber: number;
  pageCount: number;
  /** The URL of another page (filters kept). */
  pathOf: (pageNumber: number) => string;
  /** After prev or next: the page moves focus to the results. */
  onPage: () => void;
}

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={flip ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

/** 'page of total' with previous and next (spec section 2); links, so each page has a URL. */
export function ListPagination({ pageNumber, pageCount, pathOf, onPage }: ListPaginationProps) {
  const step = (to: number, label: string, flip: boolean) =>
    to >= 1 && to <= pageCount ? (
      <Link className={styles.step} to={pathOf(to)} preventScrollReset onClick={onPage}>
        {flip ? null : <Arrow />}
        {label}
        {flip ? <Arrow flip /> : null}
      </Link>
    ) : (
      <span className={styles.step} aria-disabled="true">
        {flip ? null : <Arrow />}
        {label}
        {flip ? <Arrow flip /> : null}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {step(Math.min(pageNumber - 1, pageCount), 'Previous', false)}
      <p className={styles.position}>
        Page <strong>{pageNumber}</strong> of <strong>{pageCount}</strong>
      </p>
      {step(pageNumber + 1, 'Next', true)}
    </nav>
  );
}
