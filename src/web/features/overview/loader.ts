import type { LoaderFunction } from 'react-router';
import { selectionsOf } from '../../../domain/build/build-selections';
import { overviewView } from '../../../domain/build/overview-guard';
import type { LoaderContext } from '../../lib/page-data';
import { useBuildStore } from '../../state/build-store';
import { OverviewContent, ReviewOverview } from './body-chunks';

/**
 * Each view's body chunk, from a component of its own: written as one conditional
 * (`a ? import(x) : import(y)`), the build gave both branches one list of chunks to preload,
 * the review's, so the overview downloaded the review's chunk and found its own late.
 */
const BODY = { overview: OverviewContent, review: ReviewOverview };

/**
 * /overview: starts the buildOverview call and the body's chunk beside the screen's own chunk,
 * without waiting for them (the screen plays its ~1.2 s loader meanwhile). Both are imported
 * here on demand, keeping the route's initial JavaScript to the guard and the banner.
 */
export function createLoader({ queryClient, services }: LoaderContext): LoaderFunction {
  return ({ request }) => {
    // The build lives in the browser's storage: the server renders the page's frame only.
    if (services) return null;
    const build = useBuildStore.getState().build;
    const view = overviewView(build, new URL(request.url).searchParams.get('state'));
    if (view === 'overview' || view === 'review') {
      void import('../../api/build-overview').then(({ buildOverviewQueryOptions }) =>
        queryClient.prefetchQuery(buildOverviewQueryOptions(selectionsOf(build), 'overview')),
      );
      void BODY[view].preload();
    }
    return null;
  };
}
