import { useRef } from 'react';
import { VIEW_BUILD_TITLE } from '../../../domain/contracts/preconfigured-build-constants';
import type { BuildsPage } from '../../../domain/contracts/preconfigured-builds';
import type { BuildsListFilters } from '../../api/builds-page';
import { useAddToBasket } from '../../state/use-add-to-basket';
import { BuildCardGrid } from '../../ui/build-card/build-card-grid';
import { listPath } from './list-filters';
import { ListPagination } from './list-pagination';
import styles from './pre-configured-list-page.module.css';

/** The spec's no-results texts (sections 2 and 8), verbatim. */
export const NO_RESULTS = {
  title: 'No results',
  text: 'There were no results for your search. Please try adjusting your filters.',
} as const;

function NoResults() {
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>{NO_RESULTS.title}</h3>
      <p>{NO_RESULTS.text}</p>
    </div>
  );
}

const countText = (count: number) => (count === 1 ? '1 build' : `${count} builds`);

/** One page of builds for the URL's filters (its loader fetched it), with paging. */
export function ListResults({ filters, page }: { filters: BuildsListFilters; page: BuildsPage }) {
  const { addToBasket, pendingId } = useAddToBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <div className={styles.resultsHead}>
        <h2 id="results-heading" ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          Pre-configured builds
        </h2>
        <p className={styles.count} role="status">
          {countText(page.totalCount)}
        </p>
      </div>
      {page.items.length === 0 ? (
        <NoResults />
      ) : (
        <BuildCardGrid
          builds={page.items}
          variant="listing"
          linkTitle={VIEW_BUILD_TITLE}
          onAddToBasket={(item) => void addToBasket(item)}
          pendingId={pendingId}
        />
      )}
      {page.pageCount > 1 ? (
        <ListPagination
          pageNumber={filters.pageNumber}
          pageCount={page.pageCount}
          pathOf={(pageNumber) => listPath({ ...filters, pageNumber })}
          onPage={() => heading.current?.focus()}
        />
      ) : null}
    </section>
  );
}
