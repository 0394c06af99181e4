import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { selectionsOf } from '../../../domain/build/build-selections';
import { overviewView } from '../../../domain/build/overview-guard';
import { buildOverviewQueryOptions } from '../../api/build-overview';
import { useBuildStore } from '../../state/build-store';

/**
 * /overview: starts the buildOverview call while the screen's chunk loads, without waiting for
 * it (the screen plays its own ~1.2 s loader meanwhile). Only for the views that show parts.
 */
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    const build = useBuildStore.getState().build;
    const view = overviewView(build, new URL(request.url).searchParams.get('state'));
    if (view === 'overview' || view === 'review') {
      void queryClient.prefetchQuery(buildOverviewQueryOptions(selectionsOf(build), 'overview'));
    }
    return null;
  };
}
