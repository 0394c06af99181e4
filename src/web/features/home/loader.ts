import type { LoaderFunction } from 'react-router';
import { featuredBuildsQueryOptions, FEATURED_QUERY } from '../../api/use-featured-builds';
import type { LoaderContext } from '../../lib/page-data';

/**
 * /: on the server, the six featured builds in the cache, so the served page lists them (ADR
 * 094). In the browser nothing waits: the listing is below the fold and fetches when it nears
 * the view (featured-builds.tsx). A failure leaves the section with its link, as in the browser.
 */
export function createLoader({ queryClient, services }: LoaderContext): LoaderFunction {
  return async () => {
    if (!services) return null;
    const { pageSize, pageNumber } = FEATURED_QUERY;
    await queryClient
      .prefetchQuery({
        ...featuredBuildsQueryOptions(),
        queryFn: () => services.buildsPage({ featured: true, pageSize, pageNumber }),
      })
      .catch(() => undefined);
    return null;
  };
}
