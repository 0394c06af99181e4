import { useEffect, useRef } from 'react';
import { PRE_CONFIGURED_LISTING_ID } from '../../../domain/paths';
import { Link } from 'react-router';
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

/** A page number past the last page (an old or edited link): say so and link the last page. */
function PastTheEnd({ pageNumber, lastPage }: { pageNumber: number; lastPage: string }) {
  return (
    <div className={styles.empty}>
      <h3 className={styles.emptyTitle}>There is no page {pageNumber}</h3>
      <p>
        These filters have fewer pages. <Link to={lastPage}>Go to the last page</Link>
      </p>
    </div>
  );
}

/**
 * Arriving with the listing's hash ('Help me get started' on the home page): scroll the page
 * to the listing and put focus on its heading, once.
 */
function useScrollToListing(heading: React.RefObject<HTMLHeadingElement | null>) {
  useEffect(() => {
    if (window.location.hash !== `#${PRE_CONFIGURED_LISTING_ID}`) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // jsdom has no scrollIntoView; browsers all do.
    heading.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [heading]);
}

/** One page of builds for the URL's filters (its loader fetched it), with paging. */
export function ListResults({ filters, page }: { filters: BuildsListFilters; page: BuildsPage }) {
  const addToBasket = useAddToBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  // Never "Page N of M" with N > M (issue 37 item 7).
  const pastTheEnd = page.pageCount >= 1 && filters.pageNumber > page.pageCount;
  useScrollToListing(heading);
  return (
    <section
      id={PRE_CONFIGURED_LISTING_ID}
      className={styles.results}
      aria-labelledby="results-heading"
    >
      <div className={styles.resultsHead}>
        <h2 id="results-heading" ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          Pre-configured builds
        </h2>
        <p className={styles.count} role="status">
          {countText(page.totalCount)}
        </p>
      </div>
      {pastTheEnd ? (
        <PastTheEnd
          pageNumber={filters.pageNumber}
          lastPage={listPath({ ...filters, pageNumber: page.pageCount })}
        />
      ) : page.items.length === 0 ? (
        <NoResults />
      ) : (
        <BuildCardGrid
          builds={page.items}
          variant="listing"
          linkTitle={VIEW_BUILD_TITLE}
          onAddToBasket={(item) => void addToBasket(item)}
        />
      )}
      {page.pageCount > 1 && !pastTheEnd ? (
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
