/**
 * 'Add to Basket' on a featured or listed build (spec section 4 "Build to basket"): after the
 * loader and the complete call, either the browser goes to the checkout path or the
 * 'Build with Errors' modal opens, whose dismissal loads the build into the configurator.
 */
import { paths } from '../paths';
import type { CompleteResponse } from '../contracts/build-api';
import { BUILD_WITH_ERRORS_MODAL, type BuildWithErrorsModalModel } from '../issues/issue-modal';
import type { Build } from './build-model';
import {
  BASKET_LOAD_PATH,
  loadBuildForBasket,
  type TravellingSelections,
} from './resume-transitions';

export type BasketOutcome =
  | { kind: 'checkout'; href: string }
  | { kind: 'build-with-errors'; modal: BuildWithErrorsModalModel };

/**
 * Zero issues (spec section 5: the only condition; warnings do not stop it) and a stored
 * build → checkout. Anything else → 'Build with Errors'.
 */
export function addToBasketOutcome(
  answer: Pick<CompleteResponse, 'publicId' | 'issues'>,
): BasketOutcome {
  if (answer.issues.length === 0 && answer.publicId !== null) {
    return { kind: 'checkout', href: paths.addToCart(answer.publicId) };
  }
  return { kind: 'build-with-errors', modal: BUILD_WITH_ERRORS_MODAL };
}

/** Dismissing 'Build with Errors': the build loaded at step 3, expert, then /configurator?switch=0. */
export function dismissBuildWithErrors(source: TravellingSelections): {
  build: Build;
  navigateTo: typeof BASKET_LOAD_PATH;
} {
  return { build: loadBuildForBasket(source), navigateTo: BASKET_LOAD_PATH };
}
