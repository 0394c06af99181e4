import { useEffect, useRef } from 'react';
import { currentStepCategory, selectButtonLabel } from '../../../domain/build/assist-steps';
import type { Build } from '../../../domain/build/build-model';
import { CATEGORY_LABELS } from '../../../domain/catalog/categories';
import { useBuildStore } from '../../state/build-store';
import { useGoBack } from '../../state/use-go-back';
import { Button } from '../../ui/button/button';
import { AssistChecklist } from './assist-checklist';
import { BuildSetTypePicker } from './build-set-type-picker';
import { ComponentSelection } from './component-selection';
import { useConfiguratorUi } from './configurator-ui-store';
import { ProductSummary } from './product-summary';
import { STEP_DESCRIPTIONS } from './step-descriptions';
import { useModeSwitch } from './use-mode-switch';
import styles from './assist-mode.module.css';

/** Assist mode (spec section 2): the checklist, the current step or the product summary. */
export function AssistMode({ build, hideSwitch }: { build: Build; hideSwitch: boolean }) {
  const summary = useBuildStore((state) => state.summary);
  const selecting = useConfiguratorUi((state) => state.openCategory);
  const setOpenCategory = useConfiguratorUi((state) => state.setOpenCategory);
  const { toExpert } = useModeSwitch();
  const goBack = useGoBack();
  const category = currentStepCategory(build, summary);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Focus follows the shopper to each new step (not on the first render).
  useEffect(() => {
    if (selecting) return;
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [category, summary, selecting]);

  if (selecting) return <ComponentSelection category={selecting} build={build} />;
  return (
    <div className={styles.assist}>
      <AssistChecklist build={build} summary={summary} />
      <section className={styles.current} aria-labelledby="assist-step-title">
        <p className={styles.eyebrow}>Assist Mode</p>
        {category ? (
          <>
            <h1 id="assist-step-title" ref={headingRef} tabIndex={-1} className={styles.title}>
              {CATEGORY_LABELS[category]}
            </h1>
            <p className={styles.description}>{STEP_DESCRIPTIONS[category]}</p>
            <div className={styles.stepActions}>
              <Button onClick={() => setOpenCategory(category)}>
                {selectButtonLabel(category)}
              </Button>
              <Button variant="secondary" onClick={() => void goBack()}>
                Back
              </Button>
              {hideSwitch ? null : (
                <button type="button" className={styles.switchLink} onClick={toExpert}>
                  Switch to expert mode
                </button>
              )}
            </div>
            <BuildSetTypePicker build={build} />
          </>
        ) : (
          <ProductSummary build={build} headingRef={headingRef} onBack={() => void goBack()} />
        )}
      </section>
    </div>
  );
}
