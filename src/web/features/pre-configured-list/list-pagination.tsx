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

/** 'page of total' with previous and next (spec section 2); links, so each page has a URL. */
export function ListPagination({ pageNumber, pageCount, pathOf, onPage }: ListPaginationProps) {
  const step = (to: number, label: string) =>
    to >= 1 && to <= pageCount ? (
      <Link className={styles.step} to={pathOf(to)} preventScrollReset onClick={onPage}>
        {label}
      </Link>
    ) : (
      <span className={styles.step} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {step(Math.min(pageNumber - 1, pageCount), 'Previous')}
      <p className={styles.position}>
        Page <strong>{pageNumber}</strong> of <strong>{pageCount}</strong>
      </p>
      {step(pageNumber + 1, 'Next')}
    </nav>
  );
}
