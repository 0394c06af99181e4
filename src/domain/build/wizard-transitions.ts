/**
 * The pre-configurator's transitions (spec section 4 "Wizard"): pure functions from one
 * build to the next. Screens run the 4 s overlay (TIMINGS.transitionOverlayMs) first and
 * then apply these; they never change build fields themselves.
 */
import {
  BUILD_STEPS,
  FIRST_SUB_STEP,
  type CaseSize,
  type CaseSizeFilter,
  type ChipsetId,
} from '../catalog/categories';
import { createBuild, type Build } from './build-model';

/** Choosing a chipset: chipset set, step 2 (case), buildStart set. */
export function chooseChipset(build: Build, chipset: ChipsetId): Build {
  return { ...build, chipset, buildStep: BUILD_STEPS.case, buildStart: true };
}

/** The fields of a case item this transition needs (CaseItem satisfies it). */
export interface ChosenCase {
  id: string | null | undefined;
  caseSize: CaseSize;
}

/**
 * Adding a case: case and caseSize set, step 3, sub-step 1. A case without an id is not
 * added (spec section 5): the same build comes back, so callers can compare by identity.
 */
export function addCase(build: Build, chosen: ChosenCase): Build {
  if (!chosen.id) return build;
  return {
    ...build,
    case: chosen.id,
    caseSize: chosen.caseSize,
    buildStep: BUILD_STEPS.configure,
    buildSubStep: FIRST_SUB_STEP,
  };
}

/** Whether a case can be added at all (the 'Add to build' control is disabled otherwise). */
export function canAddCase(
  chosen: ChosenCase | null | undefined,
): chosen is ChosenCase & { id: string } {
  return Boolean(chosen?.id);
}

/** The case screen's own state: which size is listed and which slide is active. */
export interface CaseScreenState {
  caseSize: CaseSizeFilter;
  activeIndex: number;
}

export const INITIAL_CASE_SCREEN: Readonly<CaseScreenState> = Object.freeze({
  caseSize: 0,
  activeIndex: 0,
});

/** Selecting a case size lists that size and puts the carousel back on the first case. */
export function selectCaseSize(_state: CaseScreenState, caseSize: CaseSizeFilter): CaseScreenState {
  return { caseSize, activeIndex: 0 };
}

/** 'Start Over' on the Existing Build screen: a fresh build at step 1. */
export function startOver(): Build {
  return createBuild();
}

/** What /pre-configurator shows for a build (spec section 2 "Pre-configurator"). */
export type PreConfiguratorView = 'chipset' | 'case' | 'existing-build' | 'redirect-configurator';

export function preConfiguratorView(build: Build): PreConfiguratorView {
  if (build.buildStep >= BUILD_STEPS.overview) return 'existing-build';
  if (build.buildStep === BUILD_STEPS.configure && build.case !== null && build.chipset !== null)
    return 'redirect-configurator';
  // Step 3 without its case or chipset cannot configure: pick up what is missing.
  if (build.buildStep >= BUILD_STEPS.case && build.chipset !== null) return 'case';
  return 'chipset';
}
