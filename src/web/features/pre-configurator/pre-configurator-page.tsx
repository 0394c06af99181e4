import { PATHS } from '../../../domain/paths';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { ChipsetId } from '../../../domain/catalog/categories';
import { CASE_SIZE_NAMES, CHIPSET_NAMES } from '../../../domain/catalog/categories';
import type { CaseItem } from '../../../domain/contracts/catalog';
import {
  addCase,
  chooseChipset,
  preConfiguratorView,
  startOver,
} from '../../../domain/build/wizard-transitions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBuildStore } from '../../state/build-store';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { TransitionOverlay } from '../../ui/transition-overlay/transition-overlay';
import { ChipsetStep } from './chipset-step';
import { ExistingBuildStep } from './existing-build-step';
import { useOverlayAction } from './use-overlay-action';
import { WizardProgress } from './wizard-progress';
import { cueBuildLoader } from '../../state/build-loader-cue';
import { BROWSER_BACK_STATE, loadedByHistoryTraversal } from '../../state/browser-back';
import styles from './pre-configurator-page.module.css';

// The case screen (its data fetching, carousel and gallery) loads when step 2 is reached.
const CaseStep = lazyChunk('features/pre-configurator/case-step.tsx', () =>
  import('./case-step').then((module) => ({ default: module.CaseStep })),
);

/**
 * Moves focus to the step's heading once it is in the page (issue 37 item 9). Rendered beside
 * the lazily loaded step inside its Suspense boundary, so its effect runs once the step's
 * heading is committed, not while the fallback shows.
 */
function FocusStepHeading({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    within.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [within]);
  return null;
}

/** /pre-configurator: chipset (step 1), case (step 2), or the Existing Build screen (step 4). */
export function PreConfiguratorPage() {
  useDocumentTitle('Customise your gaming PC');
  const build = useBuildStore((state) => state.build);
  const applyTransition = useBuildStore((state) => state.applyTransition);
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { overlayMessage, runWithOverlay } = useOverlayAction();
  const view = preConfiguratorView(build);
  // True once a chipset was chosen on this visit: the case step then takes the focus (not on a reload).
  const [chipsetChosen, setChipsetChosen] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const addingCase = useRef(false);

  // Reached by the browser's Back: the build screen asks to go back. Either the page's first
  // location, loaded by a history traversal, or an entry of this page load that the build
  // screen's hold on Back (use-browser-back.ts) did not catch, pressed as that screen appeared.
  const browserBack =
    navigationType === 'POP' && (location.key !== 'default' || loadedByHistoryTraversal());
  // A case just added here navigates to /configurator itself, as a new history entry, so the
  // browser's Back returns here (and is taken as the build screen's back): the redirect below,
  // which replaces this entry, is for arriving here with a step-3 build.
  if (view === 'redirect-configurator')
    return addingCase.current ? (
      <Spinner label="Loading your build" />
    ) : (
      <Navigate to={PATHS.configurator} replace state={browserBack ? BROWSER_BACK_STATE : null} />
    );

  const onChooseChipset = (chipset: ChipsetId) =>
    runWithOverlay(`Preparing your ${CHIPSET_NAMES[chipset]} build`, () => {
      applyTransition((current) => chooseChipset(current, chipset));
      setChipsetChosen(true);
    });

  const onAddCase = (chosen: CaseItem) =>
    runWithOverlay(
      `Adding the ${chosen.shortName} (${CASE_SIZE_NAMES[chosen.caseSize]}) to your build`,
      () => {
        addingCase.current = true;
        applyTransition((current) => addCase(current, chosen));
        cueBuildLoader();
        navigate(PATHS.configurator);
      },
    );

  return (
    <div className={styles.page}>
      {/* Nothing behind the overlay can be used while it shows. */}
      <div inert={overlayMessage !== null} ref={stepRef}>
        <WizardProgress current={view === 'existing-build' ? 4 : view === 'case' ? 2 : 1} />
        {view === 'chipset' && <ChipsetStep onChoose={onChooseChipset} />}
        {view === 'case' && (
          <Suspense fallback={<Spinner label="Loading cases" />}>
            <CaseStep onAddCase={onAddCase} />
            {chipsetChosen ? <FocusStepHeading within={stepRef} /> : null}
          </Suspense>
        )}
        {view === 'existing-build' && (
          <ExistingBuildStep onStartOver={() => applyTransition(startOver)} />
        )}
      </div>
      {overlayMessage ? <TransitionOverlay message={overlayMessage} /> : null}
    </div>
  );
}
