import { Suspense, useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { overviewView } from '../../../domain/build/overview-guard';
import { PATHS } from '../../../domain/paths';
import { useBuildStore } from '../../state/build-store';
import { StoredBuildFrame } from '../../ui/stored-build-frame/stored-build-frame';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { CompletedOverview, CompletedOverviewFrame } from './completed-overview';
import { OverviewFallback } from './overview-fallback';
import { ReviewOverview } from './body-chunks';
import styles from './overview-page.module.css';

/** /overview: the guard of spec section 2 (ADR 047), then the view it chose. */
export function OverviewPage() {
  const build = useBuildStore((state) => state.build);
  const restored = useBuildStore((state) => state.restored);
  const [searchParams] = useSearchParams();
  // An edit changes the build on its way out: the guard must not redirect the edited build.
  const [leaving, setLeaving] = useState(false);
  const onLeave = useCallback(() => setLeaving(true), []);
  const view = overviewView(build, searchParams.get('state'));

  if (leaving) return null;
  // Rendered on the server (no stored build there): the page's frame, filled in after
  // hydration. The build-frame script shows the banner for a completed build (ADR 130).
  if (!restored)
    return (
      <div className={styles.page}>
        <StoredBuildFrame views={{ complete: <CompletedOverviewFrame /> }} />
      </div>
    );
  if (view === 'redirect-pre-configurator') return <Navigate to={PATHS.preConfigurator} replace />;
  return (
    <div className={styles.page}>
      {view === 'overview' ? <CompletedOverview build={build} onLeave={onLeave} /> : null}
      {view === 'review' ? (
        <Suspense fallback={<Spinner label="Loading your build" />}>
          <ReviewOverview build={build} />
        </Suspense>
      ) : null}
      {view === 'fallback' ? <OverviewFallback /> : null}
    </div>
  );
}
