import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { Navigate, useSearchParams } from 'react-router';
import { configuratorView } from '../../../domain/build/configurator-guard';
import { CONFIGURE_SUB_STEPS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { PATHS } from '../../../domain/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { clearBuildLoaderCue, isBuildLoaderCued } from '../../state/build-loader-cue';
import { useBuildStore } from '../../state/build-store';
import { BuildLoader } from '../../ui/build-loader/build-loader';
import { StoredBuildFrame } from '../../ui/stored-build-frame/stored-build-frame';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { useConfiguratorUi } from './configurator-ui-store';
import { AssistScreenFallback } from './assist-frame';
import { ExpertScreenFallback } from './expert-heading';
import styles from './configurator-page.module.css';

// Both load behind the guard (and the build loader), keeping the route's initial JavaScript small.
const BuildScreen = lazyChunk('features/configurator/build-screen.tsx', () =>
  import('./build-screen').then((module) => ({ default: module.BuildScreen })),
);
const BuildStatusPanel = lazyChunk('features/configurator/build-status-panel.tsx', () =>
  import('./build-status-panel').then((module) => ({ default: module.BuildStatusPanel })),
);

const isCategory = (value: string | null): value is ConfigureCategory =>
  value !== null && (CONFIGURE_SUB_STEPS as readonly string[]).includes(value);

/**
 * False until the page's first frame has painted and `load` (the screen's chunk) has settled.
 * In expert mode the screen is then drawn as a transition (React yields to the browser between
 * components), so the heading paints first and mounting a dozen dropdowns is not one long task;
 * and drawn with its chunk in, so it does not suspend and wait out React's reveal throttle
 * (ADR 132).
 */
function useScreenReady(load: () => Promise<void>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // Effects run after the frame is committed; the timer lets the browser paint it first.
    const timer = setTimeout(() => {
      const show = () => live && startTransition(() => setReady(true));
      load().then(show, show);
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load]);
  return ready;
}

/**
 * On arrival: `?switch=0` opens expert mode at sub-step 1 (spec section 2); `?category=`
 * opens that expert dropdown. The screen's own state starts afresh.
 */
function useArrival(params: URLSearchParams, restored: boolean) {
  const arrived = useRef(false);
  useEffect(() => {
    // On a server-rendered page the stored build is read after hydration: arrive on it.
    if (!restored || arrived.current) return;
    arrived.current = true;
    const ui = useConfiguratorUi.getState();
    ui.reset();
    if (params.get('switch') === '0') {
      useBuildStore
        .getState()
        .applyTransition((build) => ({ ...build, buildMode: 'expert', buildSubStep: 1 }));
    }
    const category = params.get('category');
    if (isCategory(category) && useBuildStore.getState().build.buildMode === 'expert') {
      ui.setOpenCategory(category);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [restored]);
}

/**
 * /configurator: the guard of spec section 2, the build loader when arriving from adding a
 * case (not on a reload, a mode switch or a return from the overview; skippable), then the
 * assist or expert build screen.
 */
export function ConfiguratorPage() {
  const build = useBuildStore((state) => state.build);
  const restored = useBuildStore((state) => state.restored);
  const summary = useBuildStore((state) => state.summary);
  const [params] = useSearchParams();
  const switchToExpert = params.get('switch') === '0';
  const expert = build.buildMode === 'expert' || switchToExpert;
  useDocumentTitle(expert ? 'Expert Mode' : 'Assist Mode');
  const view = configuratorView(build);
  const [showLoader, setShowLoader] = useState(() => view === 'build' && isBuildLoaderCued());
  const onLoaderComplete = useCallback(() => setShowLoader(false), []);
  useEffect(() => clearBuildLoaderCue(), []);
  useArrival(params, restored);
  const painted = useScreenReady(view === 'build' ? BuildScreen.preload : BuildStatusPanel.preload);

  // Rendered on the server (no stored build there): the page's frame, filled in after
  // hydration. The build-frame script shows the heading of the build's mode (ADR 130).
  if (!restored)
    return (
      <div className={styles.page}>
        <StoredBuildFrame
          views={{
            expert: <ExpertScreenFallback />,
            assist: <AssistScreenFallback build={null} />,
          }}
        />
      </div>
    );
  if (view === 'redirect-pre-configurator') return <Navigate to={PATHS.preConfigurator} replace />;
  if (view === 'overview') return <Navigate to={PATHS.overview} replace />;

  // Expert mode draws its heading from this chunk first, and assist mode its step's while the
  // screen's code loads; other views have nothing to draw early.
  const headingFirst = view === 'build' && expert;
  const fallback = headingFirst ? (
    <ExpertScreenFallback />
  ) : view === 'build' && !summary ? (
    <AssistScreenFallback build={build} />
  ) : (
    <Spinner label="Loading your build" />
  );
  const screen =
    headingFirst && !painted ? (
      fallback
    ) : (
      <Suspense fallback={fallback}>
        {view === 'build' ? (
          <BuildScreen build={build} hideSwitch={params.has('switch')} />
        ) : (
          <BuildStatusPanel build={build} view={view} />
        )}
      </Suspense>
    );
  return (
    <div className={styles.page}>
      {showLoader ? <BuildLoader onComplete={onLoaderComplete} /> : screen}
    </div>
  );
}
