import {
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { INITIAL_CASE_SCREEN, selectCaseSize } from '../../../domain/build/wizard-transitions';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { Button } from '../../ui/button/button';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { caseCountText, filterCases } from './case-filter';
import { CaseSearch } from './case-search';
import { CaseSizeSelect } from './case-size-select';
import { CaseSummary } from './case-summary';
import { StepHeader } from './step-header';
import { useGoBack } from '../../state/use-go-back';
import { useCaseList } from '../../api/case-list';
import styles from './case-step.module.css';

// Swiper and Radix load with the case screen, not with the route (bundle budget).
const CaseCarousel = lazyChunk('features/pre-configurator/case-carousel.tsx', () =>
  import('./case-carousel').then((module) => ({ default: module.CaseCarousel })),
);
const CaseGalleryModal = lazyChunk('features/pre-configurator/case-gallery-modal.tsx', () =>
  import('./case-gallery-modal').then((module) => ({ default: module.CaseGalleryModal })),
);

function NoResults() {
  return (
    <div className={styles.empty} role="status">
      <h2 className={styles.emptyTitle}>No results</h2>
      <p>There were no results for your search. Please try adjusting your filters.</p>
    </div>
  );
}

/** True while the pointer or keyboard focus is inside the element the ref and handlers go on. */
function useHold() {
  const ref = useRef<HTMLDivElement>(null);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    // Where each pointerover lands decides, not enter/leave: a leave never comes when the node
    // under a resting pointer is replaced (the spinner by the carousel), and autoplay stayed held.
    const over = (event: PointerEvent) =>
      setPointer(event.target instanceof Node && (ref.current?.contains(event.target) ?? false));
    const out = (event: PointerEvent) => {
      if (event.relatedTarget === null) setPointer(false);
    };
    document.addEventListener('pointerover', over);
    document.addEventListener('pointerout', out);
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointerout', out);
    };
  }, []);
  return {
    holding: pointer || focus,
    ref,
    handlers: {
      onFocus: () => setFocus(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      },
    },
  };
}

/** Step 2: form factor, carousel, summary with gallery, and 'Add to build'. */
export function CaseStep({ onAddCase }: { onAddCase: (chosen: CaseItem) => void }) {
  const [screen, setScreen] = useState(INITIAL_CASE_SCREEN);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const loaded = useCaseList(screen.caseSize);
  const [query, setQuery] = useState('');
  // The typed text shows at once; the carousel follows at lower priority.
  const shownQuery = useDeferredValue(query);
  const cases = useMemo(
    () => (loaded ? filterCases(loaded, shownQuery) : null),
    [loaded, shownQuery],
  );
  const countId = useId();
  const active = cases?.[screen.activeIndex] ?? null;
  const goBack = useGoBack();
  const [askingToGoBack, setAskingToGoBack] = useState(false);
  const askToGoBack = () => {
    setAskingToGoBack(true);
    void goBack().finally(() => setAskingToGoBack(false));
  };
  const hold = useHold();
  // The carousel's code loads while the list is asked for, not after it has arrived.
  useEffect(() => void CaseCarousel.preload(), []);

  return (
    <section aria-labelledby="case-step-summary-title">
      <StepHeader
        eyebrow="Step 2 of 4"
        title="Choose your case"
        intro="Pick a form factor, browse the cases and add the one you like. Its size decides which components fit."
        actions={
          <>
            <Button variant="secondary" onClick={askToGoBack}>
              Back
            </Button>
            <CaseSizeSelect
              value={screen.caseSize}
              onChange={(caseSize) => setScreen((current) => selectCaseSize(current, caseSize))}
            />
            <CaseSearch
              value={query}
              countId={countId}
              onChange={(text) => {
                setQuery(text);
                // A new search starts on its first match, as a new size does (spec section 4).
                setScreen((current) => ({ ...current, activeIndex: 0 }));
              }}
            />
          </>
        }
      />
      {/* Mounted with the list, so the spinner stays the only status while it loads. */}
      {loaded && cases && loaded.length > 0 ? (
        <p id={countId} className={styles.count} role="status">
          {caseCountText(cases.length, loaded.length, shownQuery)}
        </p>
      ) : null}
      {cases === null ? (
        <Spinner label="Loading cases" />
      ) : cases.length === 0 ? (
        <NoResults />
      ) : (
        <div className={styles.layout} ref={hold.ref} {...hold.handlers}>
          <Suspense fallback={<Spinner label="Loading cases" />}>
            <CaseCarousel
              key={`${screen.caseSize}:${shownQuery}`}
              cases={cases}
              onActiveIndexChange={(activeIndex) =>
                setScreen((current) => ({ ...current, activeIndex }))
              }
              paused={hold.holding || galleryOpen || askingToGoBack}
            />
          </Suspense>
          {active ? (
            <CaseSummary
              caseItem={active}
              position={screen.activeIndex + 1}
              total={cases.length}
              onOpenGallery={() => setGalleryOpen(true)}
              onAdd={() => onAddCase(active)}
            />
          ) : null}
        </div>
      )}
      {galleryOpen && active ? (
        <Suspense fallback={null}>
          <CaseGalleryModal caseItem={active} onClose={() => setGalleryOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
