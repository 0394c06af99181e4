import { PATHS } from '../../../domain/paths';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { configuratorView } from '../../../domain/build/configurator-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBuildStore } from '../../state/build-store';
import { BuildLoader } from '../../ui/build-loader/build-loader';
import { Spinner } from '../../ui/transition-overlay/spinner';
import styles from './configurator-page.module.css';

// Loads behind the build loader, keeping the route's initial JavaScript small.
const BuildStatusPanel = lazy(() =>
  import('./build-status-panel').then((module) => ({ default: module.BuildStatusPanel })),
);

/**
 * /configurator: the guard of spec section 2, the build loader on entry, then the screen the
 * guard chose. The assist and expert screens come in a later issue; until then an honest
 * panel summarises the build and offers the way back.
 */
export function ConfiguratorPage() {
  const build = useBuildStore((state) => state.build);
  useDocumentTitle(build.buildMode === 'expert' ? 'Expert Mode' : 'Assist Mode');
  const view = configuratorView(build);
  const [loaderDone, setLoaderDone] = useState(false);
  const onLoaderComplete = useCallback(() => setLoaderDone(true), []);

  if (view === 'redirect-pre-configurator') return <Navigate to={PATHS.preConfigurator} replace />;

  return (
    <div className={styles.page}>
      {view === 'build' && !loaderDone ? (
        <BuildLoader onComplete={onLoaderComplete} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <BuildStatusPanel build={build} view={view} />
        </Suspense>
      )}
    </div>
  );
}
