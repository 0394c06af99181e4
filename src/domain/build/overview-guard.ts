/**
 * The /overview guard (spec section 2 "Overview") as a pure decision, beside the
 * /configurator one. Reading and the review view: docs/decisions/047-overview-guard.md.
 */
import { PATHS } from '../paths';
import { BUILD_STEPS } from '../catalog/categories';
import type { Build } from './build-model';

/**
 * - 'redirect-pre-configurator': go to /pre-configurator (its own guard forwards a build on
 *   step 3 to /configurator).
 * - 'overview': the completed build's overview.
 * - 'review': ?state=review on a started, incomplete build: the parts chosen so far, read-only,
 *   with a way back to finish the build (continuePath); no congratulations, no basket.
 * - 'fallback': none of the above (e.g. a completed build whose step is no longer 4): the
 *   same fallback screen as /configurator's.
 */
export type OverviewView = 'redirect-pre-configurator' | 'overview' | 'review' | 'fallback';

/** The value of ?state that keeps a started, incomplete build on /overview. */
export const OVERVIEW_REVIEW_STATE = 'review';

/** `state` is the ?state query parameter (null when absent). */
export function overviewView(build: Build, state: string | null): OverviewView {
  if (build.buildStep === BUILD_STEPS.overview && build.buildComplete) return 'overview';
  const startedOrCompleted = build.buildStart || build.buildComplete;
  if (build.buildStep < BUILD_STEPS.configure && !startedOrCompleted) {
    return 'redirect-pre-configurator';
  }
  if (build.buildStart && !build.buildComplete) {
    return state === OVERVIEW_REVIEW_STATE ? 'review' : 'redirect-pre-configurator';
  }
  return 'fallback';
}

/** Where the review view sends the shopper to finish the build. */
export function continuePath(
  build: Build,
): typeof PATHS.preConfigurator | typeof PATHS.configurator {
  return build.buildStep >= BUILD_STEPS.configure ? PATHS.configurator : PATHS.preConfigurator;
}
