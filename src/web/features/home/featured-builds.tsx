import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../../domain/paths';
import { featuredBuildsQueryOptions } from '../../api/use-featured-builds';
import { Button } from '../../ui/button/button';
import { FEATURED_BUILDS_ID } from './scroll-to-listing';
import { FeaturedBuildsSkeleton } from './featured-builds-skeleton';
import styles from './featured-builds.module.css';

// The cards, their data and the basket flow load when the listing nears the view.
const FeaturedBuildList = lazyChunk('features/home/featured-build-list.tsx', () =>
  import('./featured-build-list').then((module) => ({ default: module.FeaturedBuildList })),
);

export const FEATURED_TITLE = 'Start with a pre-configured build';
export const VIEW_ALL_TITLE = 'View all pre-configured builds';

/** True once the element is within `margin` of the viewport (at once without IntersectionObserver). */
function useNearView(margin: string, already: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => already || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * The home page's listing 'Start with a pre-configured build' (spec section 2): up to 6
 * featured builds and the link to all of them. Below the fold, so it loads when near view.
 */
export function FeaturedBuilds() {
  // Builds the server rendered (in the cache from its hydration data) show at once.
  const queryClient = useQueryClient();
  const { ref, near } = useNearView(
    '600px 0px',
    queryClient.getQueryData(featuredBuildsQueryOptions().queryKey) !== undefined,
  );
  return (
    <section
      ref={ref}
      id={FEATURED_BUILDS_ID}
      className={styles.section}
      aria-labelledby="featured-title"
    >
      <header className={styles.head}>
        <div>
          <p className={styles.kicker}>Our Recommendations</p>
          <h2 id="featured-title" className={styles.title} tabIndex={-1}>
            {FEATURED_TITLE}
          </h2>
        </div>
        <Button to={PATHS.preConfiguredPcs} variant="secondary">
          {VIEW_ALL_TITLE}
        </Button>
      </header>
      {near ? (
        <Suspense fallback={<FeaturedBuildsSkeleton />}>
          <FeaturedBuildList />
        </Suspense>
      ) : (
        <FeaturedBuildsSkeleton />
      )}
    </section>
  );
}
