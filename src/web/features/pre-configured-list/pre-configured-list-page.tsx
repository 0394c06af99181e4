import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { BuildsListFilters } from '../../api/builds-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { listPath, NO_FILTERS } from './list-filters';
import { readListFilters, type ListLoaderData } from './loader';
import { ListFilterBar } from './list-filter-bar';
import { ListResults } from './list-results';
import styles from './pre-configured-list-page.module.css';

export const LIST_TITLE = 'Start with a pre-configured build';

/**
 * The filters of a navigation to this page still loading: the dropdowns show them at once, and
 * a second change made before the first page arrives builds on the first, not on the old URL.
 */
function usePendingFilters(): BuildsListFilters | null {
  const pending = useNavigation().location;
  const { pathname } = useLocation();
  return pending?.pathname === pathname
    ? readListFilters(new URLSearchParams(pending.search))
    : null;
}

/**
 * /pre-configured-pcs (spec section 2 "Pre-configured list"): the filters live in the URL,
 * so each change is a navigation (Back undoes it) and the loader fetches the page it names.
 */
export function PreConfiguredListPage() {
  useDocumentTitle(LIST_TITLE);
  const { filters, games, resolutions, page } = useLoaderData<ListLoaderData>();
  const navigate = useNavigate();
  const chosen = usePendingFilters() ?? filters;
  const go = (next: BuildsListFilters) => navigate(listPath(next), { preventScrollReset: true });
  return (
    <div className={styles.page}>
      <section id="listing" className={styles.listing} aria-labelledby="list-title">
        <header className={styles.head}>
          <p className={styles.kicker}>Our Recommendations</p>
          <h1 id="list-title" className={styles.title}>
            {LIST_TITLE}
          </h1>
          <p className={styles.intro}>
            Every build is checked part by part and priced from today&apos;s catalogue. Add one to
            your basket as it is, or open it and make it yours.
          </p>
        </header>
        <ListFilterBar
          filters={chosen}
          games={games}
          resolutions={resolutions}
          onChange={(change) => void go({ ...chosen, ...change, pageNumber: 1 })}
          onClear={() => void go(NO_FILTERS)}
        />
        <ListResults filters={filters} page={page} />
      </section>
    </div>
  );
}
