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

/** The dropdown whose change made this history entry, if one did. */
function lastDropdownOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('dropdown' in state)) return undefined;
  return typeof state.dropdown === 'string' ? state.dropdown : undefined;
}

/**
 * /pre-configured-pcs (spec section 2 "Pre-configured list"): the filters live in the URL,
 * so each change is a navigation (Back undoes it) and the loader fetches the page it names.
 */
export function PreConfiguredListPage() {
  useDocumentTitle(LIST_TITLE);
  const { filters, games, resolutions, page } = useLoaderData<ListLoaderData>();
  const navigate = useNavigate();
  const location = useLocation();
  const chosen = usePendingFilters() ?? filters;
  const go = (next: BuildsListFilters, dropdown?: string) =>
    navigate(listPath(next), {
      preventScrollReset: true,
      // Arrowing through one dropdown changes it at every step: the steps replace each other's
      // history entry, so Back undoes the dropdown, not each option passed on the way.
      replace: dropdown !== undefined && lastDropdownOf(location.state) === dropdown,
      state: dropdown === undefined ? null : { dropdown },
    });
  return (
    <div className={styles.page}>
      <section id="listing" className={styles.listing} aria-labelledby="list-title">
        <header className={styles.head}>
          <h1 id="list-title" className={styles.title}>
            {LIST_TITLE}
          </h1>
        </header>
        <ListFilterBar
          filters={chosen}
          games={games}
          resolutions={resolutions}
          onChange={(change) =>
            void go({ ...chosen, ...change, pageNumber: 1 }, Object.keys(change).join())
          }
          onClear={() => void go(NO_FILTERS)}
        />
        <ListResults filters={filters} page={page} />
      </section>
    </div>
  );
}
