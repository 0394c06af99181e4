import { lazy, Suspense, useState } from 'react';
import { INITIAL_CASE_SCREEN, selectCaseSize } from '../../../domain/build/wizard-transitions';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { Button } from '../../ui/button/button';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { CaseSizeSelect } from './case-size-select';
import { CaseSummary } from './case-summary';
import { StepHeader } from './step-header';
import { useBackConfirmation } from '../../ui/modal/use-back-confirmation';
import { useCaseList } from './use-case-list';
import styles from './case-step.module.css';

// Swiper and Radix load with the case screen, not with the route (bundle budget).
const CaseCarousel = lazy(() => import('./case-carousel').then((module) => ({ default: module.CaseCarousel })));
const CaseGalleryModal = lazy(() => import('./case-gallery-modal').then((module) => ({ default: module.CaseGalleryModal })));

function NoResults() {
  return (
    <div className={styles.empty} role="status">
      <h2 className={styles.emptyTitle}>No results</h2>
      <p>There were no results for your search. Please try adjusting your filters.</p>
    </div>
  );
}

/** Step 2: form factor, carousel, summary with gallery, and 'Add to build'. */
export function CaseStep({ onAddCase }: { onAddCase: (chosen: CaseItem) => void }) {
  const [screen, setScreen] = useState(INITIAL_CASE_SCREEN);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const cases = useCaseList(screen.caseSize);
  const active = cases?.[screen.activeIndex] ?? null;
  const { askToGoBack, confirm } = useBackConfirmation();

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
            <CaseSizeSelect value={screen.caseSize} onChange={(caseSize) => setScreen((current) => selectCaseSize(current, caseSize))} />
          </>
        }
      />
      {cases === null ? (
        <Spinner label="Loading cases" />
      ) : cases.length === 0 ? (
        <NoResults />
      ) : (
        <div className={styles.layout}>
          <Suspense fallback={<Spinner label="Loading cases" />}>
            <CaseCarousel
              key={screen.caseSize}
              cases={cases}
              onActiveIndexChange={(activeIndex) => setScreen((current) => ({ ...current, activeIndex }))}
            />
          </Suspense>
          {active ? (
            <CaseSummary caseItem={active} position={screen.activeIndex + 1} total={cases.length} onOpenGallery={() => setGalleryOpen(true)} onAdd={() => onAddCase(active)} />
          ) : null}
        </div>
      )}
      {galleryOpen && active ? (
        <Suspense fallback={null}>
          <CaseGalleryModal caseItem={active} onClose={() => setGalleryOpen(false)} />
        </Suspense>
      ) : null}
      {confirm}
    </section>
  );
}
