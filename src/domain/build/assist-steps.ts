/**
 * What assist mode shows for a build (spec section 2 "Assist mode", section 4 "Assist mode
 * selection"): the checklist, the current step with its 'Select {category}' button, and the
 * build footer's 'Up Next'. The sub-step decides everything; `summary` is the screen's own
 * "past the last step" state (see selectComponent), which the build cannot hold because
 * buildSubStep stops at 13 (docs/decisions/048-assist-summary-save-and-complete.md).
 */
import {
  BUILD_STEPS,
  CATEGORY_LABELS,
  CONFIGURE_SUB_STEPS,
  FIRST_SUB_STEP,
  LAST_SUB_STEP,
  categoryForSubStep,
  type ConfigureCategory,
} from '../catalog/categories';
import type { Build } from './build-model';

/** The sub-step the build is on (1..13); a missing or out-of-range one counts as its nearest end. */
export function currentSubStep(build: Build): number {
  const subStep = build.buildSubStep ?? FIRST_SUB_STEP;
  return Math.min(Math.max(subStep, FIRST_SUB_STEP), LAST_SUB_STEP);
}

/** The category being chosen now, or null once the product summary shows. */
export function currentStepCategory(build: Build, summary = false): ConfigureCategory | null {
  return summary ? null : categoryForSubStep(currentSubStep(build));
}

/**
 * Whether a stored "Product Summary shown" flag still describes `build`: only an assist build
 * on step 3's last sub-step can be past its last step. Any other build (a back, a mode switch,
 * an edit) ends the summary, so a flag kept beside the build can never outlive it.
 */
export function summaryHolds(build: Build, summary: boolean): boolean {
  return (
    summary &&
    build.buildMode === 'assist' &&
    build.buildStep === BUILD_STEPS.configure &&
    build.buildSubStep === LAST_SUB_STEP
  );
}

/** The current step's button, e.g. 'Select Processor (CPU)'. */
export function selectButtonLabel(category: ConfigureCategory): string {
  return `Select ${CATEGORY_LABELS[category]}`;
}

export interface ChecklistItem {
  category: ConfigureCategory;
  /** The spec's label, e.g. 'Cooling - Fans'. */
  label: string;
  /** 1..13. */
  subStep: number;
  /** Before the current step (every step once the summary shows). */
  done: boolean;
  /** The step being done now. */
  current: boolean;
}

/** The checklist on the left, in sub-step order. */
export function assistChecklist(build: Build, summary = false): ChecklistItem[] {
  const current = currentStepCategory(build, summary);
  const onSubStep = currentSubStep(build);
  return CONFIGURE_SUB_STEPS.map((category, index) => {
    const subStep = index + 1;
    return {
      category,
      label: CATEGORY_LABELS[category],
      subStep,
      done: summary || subStep < onSubStep,
      current: category === current,
    };
  });
}

export interface UpNext {
  category: ConfigureCategory;
  label: string;
}

/** The footer's 'Up Next': the step after the current one; null on the last step and after it. */
export function upNext(build: Build, summary = false): UpNext | null {
  if (summary) return null;
  const category = categoryForSubStep(currentSubStep(build) + 1);
  return category ? { category, label: CATEGORY_LABELS[category] } : null;
}
