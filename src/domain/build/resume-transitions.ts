/**
 * Loading a whole build into the configurator (spec section 4 "Resume from a share or
 * pre-configured build" and "Build to basket").
 */
import { paths } from '../paths';
import { BUILD_STEPS, FIRST_SUB_STEP } from '../catalog/categories';
import { COMPONENT_FIELDS, createBuild, type Build } from './build-model';
import type { BuildSelections } from './build-selections';

/** The parts of a build that travel with it (any missing are null): chipset, case size, components, fan total. */
export type TravellingSelections = Partial<BuildSelections>;

function copySelections(source: TravellingSelections): Build {
  const build = createBuild();
  build.chipset = source.chipset ?? null;
  build.caseSize = source.caseSize ?? null;
  build.fansTotal = source.fansTotal ?? null;
  for (const field of COMPONENT_FIELDS) build[field] = source[field] ?? null;
  return build;
}

const IN_CONFIGURATOR = {
  buildStep: BUILD_STEPS.configure,
  buildSubStep: FIRST_SUB_STEP,
  buildMode: 'expert',
  buildStart: true,
  buildComplete: false,
} as const;

/** Resume: the components copied in at step 3, sub-step 1, expert mode; then /configurator. */
export function resumeBuild(source: TravellingSelections): Build {
  return { ...copySelections(source), ...IN_CONFIGURATOR, publicId: null };
}

/** Where 'Build with Errors' sends the shopper once the build is loaded (expert, no mode switch). */
export const BASKET_LOAD_PATH = paths.configurator({ switch: '0' });

/**
 * A featured or listed build that failed on 'Add to Basket': loaded at step 3, sub-step 1,
 * expert, buildStart true, buildComplete false, sundries and publicId cleared.
 */
export function loadBuildForBasket(source: TravellingSelections): Build {
  return { ...copySelections(source), ...IN_CONFIGURATOR, sundries: null, publicId: null };
}
