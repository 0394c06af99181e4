/**
 * Going back (spec section 4 "Expert mode back" / "Assist mode back"). Every back needs a
 * confirmation with `backWarnings` first, and every back clears publicId: the saved build
 * no longer matches once the shopper edits it.
 */
import { PATHS } from '../paths';
import { BUILD_STEPS, FIRST_SUB_STEP, categoryForSubStep } from '../catalog/categories';
import { createBuild, type Build } from './build-model';
import { ALL_SELECTION_FIELDS, clearFields, fieldsOfCategory } from './build-fields';

export const BACK_WARNING =
  "You're about to return to a previous step to modify your build configuration.";
export const EXPERT_BACK_WARNING =
  'This action would delete your current selection for all the components displayed in this expert mode.';

/** Where the screen goes after the back (the build's own step decides what it shows there). */
export type BackDestination = typeof PATHS.preConfigurator | typeof PATHS.configurator;

export interface BackResult {
  build: Build;
  navigateTo: BackDestination;
}

/** The texts of the confirmation shown before going back from this build. */
export function backWarnings(build: Build): string[] {
  const expertConfigure = build.buildMode === 'expert' && build.buildStep === BUILD_STEPS.configure;
  return expertConfigure ? [BACK_WARNING, EXPERT_BACK_WARNING] : [BACK_WARNING];
}

/** Step 1 or 2 (either mode): the build goes back to its initial state. */
function backFromPreConfigurator(): BackResult {
  return { build: createBuild(), navigateTo: PATHS.preConfigurator };
}

/** Step 3 back to the case screen: every selection cleared (chipset kept), not complete. */
export function backToCaseStep(build: Build): BackResult {
  const cleared = clearFields(build, ALL_SELECTION_FIELDS);
  return {
    build: {
      ...cleared,
      buildStep: BUILD_STEPS.case,
      buildSubStep: null,
      buildComplete: false,
      publicId: null,
    },
    navigateTo: PATHS.preConfigurator,
  };
}

/** Expert back: step 3 → step 2 clearing all selections; step 4 → step 3 expert; 1-2 → reset. */
export function expertBack(build: Build): BackResult {
  if (build.buildStep <= BUILD_STEPS.case) return backFromPreConfigurator();
  if (build.buildStep === BUILD_STEPS.configure) return backToCaseStep(build);
  return {
    build: { ...build, buildStep: BUILD_STEPS.configure, buildMode: 'expert', publicId: null },
    navigateTo: PATHS.configurator,
  };
}

/**
 * Assist back: sub-step 1 → step 2; later sub-step → clear it and go one back; step 4 → step 3
 * expert. `summary` is the Product Summary shown past the last step (ADR 048): a back from it
 * returns to that last step with its choice kept, as a back from a sub-step after 13 would.
 */
export function assistBack(build: Build, summary = false): BackResult {
  if (build.buildStep <= BUILD_STEPS.case) return backFromPreConfigurator();
  if (build.buildStep >= BUILD_STEPS.overview) {
    return {
      build: {
        ...build,
        buildStep: BUILD_STEPS.configure,
        buildSubStep: FIRST_SUB_STEP,
        buildMode: 'expert',
        publicId: null,
      },
      navigateTo: PATHS.configurator,
    };
  }
  if (summary) return { build: { ...build, publicId: null }, navigateTo: PATHS.configurator };
  const subStep = build.buildSubStep ?? FIRST_SUB_STEP;
  const category = categoryForSubStep(subStep);
  if (subStep <= FIRST_SUB_STEP || !category) return backToCaseStep(build);
  const cleared = clearFields(build, fieldsOfCategory(category));
  return {
    build: { ...cleared, buildSubStep: subStep - 1, publicId: null },
    navigateTo: PATHS.configurator,
  };
}

/**
 * Reopening a done step from the assist checklist (issue 37 item 1): the assist back, taken
 * until the build is on `subStep` (every step after it cleared, its own choice kept to be
 * changed). A step that is not done (the current one or later) leaves the build as it is.
 */
export function reopenAssistStep(build: Build, subStep: number, summary = false): BackResult {
  let result: BackResult = { build, navigateTo: PATHS.configurator };
  let onSummary = summary;
  const target = Math.max(subStep, FIRST_SUB_STEP);
  const stepOf = (current: Build) => current.buildSubStep ?? FIRST_SUB_STEP;
  while (
    result.build.buildMode === 'assist' &&
    result.build.buildStep === BUILD_STEPS.configure &&
    (onSummary || stepOf(result.build) > target)
  ) {
    result = assistBack(result.build, onSummary);
    onSummary = false;
  }
  return result;
}

/** The back of the build's current mode. */
export function goBack(build: Build, summary = false): BackResult {
  return build.buildMode === 'expert' ? expertBack(build) : assistBack(build, summary);
}
