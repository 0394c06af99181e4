/** Editing from the overview (spec section 4 "Editing from the overview"). */
import { PATHS, paths } from '../paths';
import {
  BUILD_STEPS,
  LAST_SUB_STEP,
  subStepForCategory,
  type CategoryKey,
  type ConfigureCategory,
} from '../catalog/categories';
import { createBuild, type Build } from './build-model';
import {
  ALL_SELECTION_FIELDS,
  clearFields,
  fieldsAfterSubStep,
  fieldsOfCategory,
} from './build-fields';

export interface EditResult {
  build: Build;
  navigateTo: string;
  /** The expert dropdown to open for editing, when the edit lands in the configurator. */
  openCategory: ConfigureCategory | null;
}

/** The confirmation text before an overview edit (the spec describes it, without its words). */
export function editWarning(category: CategoryKey): string {
  if (category === 'chipset') return 'This will delete all of your existing selections.';
  if (category === 'case')
    return 'This will delete all of your existing selections except the Chipset.';
  return 'This will delete your existing selections up to this step.';
}

function editCategory(build: Build, category: ConfigureCategory, subStep: number): EditResult {
  const cleared = clearFields(build, [
    ...fieldsOfCategory(category),
    ...fieldsAfterSubStep(subStep),
    'sundries',
  ]);
  return {
    build: {
      ...cleared,
      buildStep: BUILD_STEPS.configure,
      buildSubStep: subStep,
      buildMode: 'expert',
      buildComplete: false,
      publicId: null,
    },
    navigateTo: paths.configurator({ category }),
    openCategory: category,
  };
}

/**
 * chipset: everything reset; case: all but the chipset cleared, back to step 2; any other
 * category: it and every later one cleared, expert mode at step 3 on that sub-step.
 */
export function editFromOverview(build: Build, category: CategoryKey): EditResult {
  if (category === 'chipset')
    return { build: createBuild(), navigateTo: PATHS.preConfigurator, openCategory: null };
  if (category === 'case') {
    const cleared = clearFields(build, ALL_SELECTION_FIELDS);
    return {
      build: {
        ...cleared,
        buildStep: BUILD_STEPS.case,
        buildSubStep: null,
        buildStart: true,
        buildComplete: false,
        publicId: null,
      },
      navigateTo: PATHS.preConfigurator,
      openCategory: null,
    };
  }
  if (category === 'sundries') {
    // Sundries have no sub-step of their own: only they go, the build stays on the last step.
    const cleared = clearFields(build, ['sundries']);
    return {
      build: {
        ...cleared,
        buildStep: BUILD_STEPS.configure,
        buildSubStep: LAST_SUB_STEP,
        buildMode: 'expert',
        buildComplete: false,
        publicId: null,
      },
      navigateTo: PATHS.configurator,
      openCategory: null,
    };
  }
  const field = category === 'fansTotal' ? 'fans' : category;
  const subStep = subStepForCategory(field) ?? LAST_SUB_STEP;
  return editCategory(build, field, subStep);
}
