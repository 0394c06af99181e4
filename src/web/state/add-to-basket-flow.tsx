/**
 * The body of 'Add to Basket' (spec section 4 "Build to basket"), loaded on the first click so
 * the listing pages' first load does not carry it (bundle budget, ADR 071).
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { addToBasketOutcome, dismissBuildWithErrors } from '../../domain/build/basket-transitions';
import type { Build } from '../../domain/build/build-model';
import {
  loadBuildForBasket,
  type TravellingSelections,
} from '../../domain/build/resume-transitions';
import { completeBuild } from '../api/build-writes';
import { leaveTo } from '../lib/browser-location';
import { LazyBuildWithErrorsModal } from '../ui/modal/lazy-build-with-errors-modal';
import type { ModalHost } from '../ui/modal/modal-host';
import { useBuildStore } from './build-store';

export interface BasketFlowDeps {
  queryClient: QueryClient;
  host: ModalHost;
  navigate: NavigateFunction;
  /** Called once it is clear the browser stays on this page (modal or failure). */
  onStay: () => void;
}

/** completeBuildAndSave as a mutation of the app's client: a failure is only logged (ADR 007). */
function completeAndSave(queryClient: QueryClient, build: Build) {
  return new MutationObserver(queryClient, {
    mutationFn: (body: Build) => completeBuild(body, true),
    meta: { raisesServerError: false },
  })
    .mutate(build)
    .catch(() => null);
}

export async function runAddToBasket(saveBuild: TravellingSelections, deps: BasketFlowDeps) {
  const answer = await completeAndSave(deps.queryClient, loadBuildForBasket(saveBuild));
  const outcome = answer ? addToBasketOutcome(answer) : null;
  if (outcome?.kind === 'checkout') {
    // Back from the basket may restore this page from the back/forward cache, loader and all.
    window.addEventListener('pageshow', (event) => event.persisted && deps.onStay(), {
      once: true,
    });
    return leaveTo(outcome.href);
  }
  deps.onStay();
  if (!outcome) return;
  await deps.host.open<void>((resolve) => (
    <LazyBuildWithErrorsModal model={outcome.modal} onDismiss={() => resolve()} />
  ));
  const { build, navigateTo } = dismissBuildWithErrors(saveBuild);
  useBuildStore.getState().setBuild(build);
  await deps.navigate(navigateTo);
}
