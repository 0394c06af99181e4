import type { Build } from '../../../domain/build/build-model';
import { currentStepCategory } from '../../../domain/build/assist-steps';
import { CATEGORY_LABELS, CONFIGURE_SUB_STEPS } from '../../../domain/catalog/categories';
import { AssistChecklist } from './assist-checklist';
import { STEP_DESCRIPTIONS } from './step-descriptions';
import screenStyles from './build-screen.module.css';
import styles from './assist-mode.module.css';

/**
 * Assist mode's frame (ADR 130): the checklist and the step's heading and description where
 * assist mode draws them, with room for its buttons, so the page's heading paints before the
 * screen's code has loaded and stays where it is. With the build (read from storage, the
 * screen's code on its way), its step; without (rendered on the server), every step's, of which
 * the build-frame script's `step-N` token shows one.
 */
export function AssistScreenFallback({ build }: { build: Build | null }) {
  const step = build ? currentStepCategory(build) : null;
  const steps = build ? [] : CONFIGURE_SUB_STEPS;
  return (
    <div className={screenStyles.screen}>
      <div className={screenStyles.main}>
        <div className={styles.assist}>
          <AssistChecklist build={build} summary={false} />
          <section className={styles.current}>
            <p className={styles.eyebrow}>Assist Mode</p>
            {step ? (
              <div className={styles.frameShown}>
                <h1 className={styles.title}>{CATEGORY_LABELS[step]}</h1>
                <p className={styles.description}>{STEP_DESCRIPTIONS[step]}</p>
              </div>
            ) : null}
            {steps.map((category, index) => (
              <div key={category} className={styles.frameStep} data-frame-step={index + 1}>
                <h1 className={styles.title}>{CATEGORY_LABELS[category]}</h1>
                <p className={styles.description}>{STEP_DESCRIPTIONS[category]}</p>
              </div>
            ))}
            <div className={styles.stepActions}>
              <span className={styles.frameButtonRoom} />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
