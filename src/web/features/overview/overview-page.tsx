import { Navigate, useSearchParams } from 'react-router';
import { overviewView } from '../../../domain/build/overview-guard';
import { PATHS } from '../../../domain/paths';
import { useBuildStore } from '../../state/build-store';
import { CompletedOverview } from './completed-overview';
import { OverviewFallback } from './overview-fallback';
import { ReviewOverview } from './review-overview';
import { useOverviewEdit } from './use-overview-edit';
import styles from './overview-page.module.css';

/** /overview: the guard of spec section 2 (ADR 047), then the view it chose. */
export function OverviewPage() {
  const build = useBuildStore((state) => state.build);
  const [searchParams] = useSearchParams();
  const { edit, leaving } = useOverviewEdit();
  const view = overviewView(build, searchParams.get('state'));

  // An edit has changed the build and is on its way out: nothing more to decide here.
  if (leaving) return null;

  if (view === 'redirect-pre-configurator') return <Navigate to={PATHS.preConfigurator} replace />;
  return (
    <div className={styles.page}>
      {view === 'overview' ? <CompletedOverview build={build} onEdit={edit} /> : null}
      {view === 'review' ? <ReviewOverview build={build} /> : null}
      {view === 'fallback' ? <OverviewFallback /> : null}
    </div>
  );
}
