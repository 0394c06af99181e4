import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { addToBasketOutcome, dismissBuildWithErrors } from '../../domain/build/basket-transitions';
import {
  loadBuildForBasket,
  type TravellingSelections,
} from '../../domain/build/resume-transitions';
import { useCompleteBuild } from '../api/build-writes';
import { leaveTo } from '../lib/browser-location';
import { LazyBuildWithErrorsModal } from '../ui/modal/lazy-build-with-errors-modal';
import { useModalHost } from '../ui/modal/modal-host';
import { useBuildStore } from './build-store';
import { useLayoutStore } from './layout-store';

/** A featured or listed build on its way to the basket. */
export interface BasketCandidate {
  publicId: string;
  saveBuild: TravellingSelections;
}

/**
 * 'Add to Basket' on a featured or listed build (spec section 4 "Build to basket"): the site
 * loader shows while completeBuildAndSave stores and checks the build; no issues → the browser
 * goes to /api/checkout/add-to-cart/{publicId}; issues → 'Build with Errors', whose dismissal
 * loads the build into the configurator at /configurator?switch=0. A failed call is only
 * logged (spec section 7: build calls fail silently). `pendingId` is the build under way.
 */
export function useAddToBasket() {
  const host = useModalHost();
  const navigate = useNavigate();
  const { mutateAsync: completeAndSave } = useCompleteBuild({ andSave: true });
  const [pendingId, setPendingId] = useState<string | null>(null);
  const setLoading = useLayoutStore((state) => state.setLoading);

  // Back from the basket may restore this page from the back/forward cache, loader and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLoading(false);
      setPendingId(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setLoading]);

  const addToBasket = useCallback(
    async ({ publicId, saveBuild }: BasketCandidate) => {
      setPendingId(publicId);
      setLoading(true);
      const answer = await completeAndSave(loadBuildForBasket(saveBuild)).catch(() => null);
      const outcome = answer ? addToBasketOutcome(answer) : null;
      if (outcome?.kind === 'checkout') return leaveTo(outcome.href);
      setLoading(false);
      setPendingId(null);
      if (!outcome) return;
      await host.open<void>((resolve) => (
        <LazyBuildWithErrorsModal model={outcome.modal} onDismiss={() => resolve()} />
      ));
      const { build, navigateTo } = dismissBuildWithErrors(saveBuild);
      useBuildStore.getState().setBuild(build);
      navigate(navigateTo);
    },
    [completeAndSave, host, navigate, setLoading],
  );

  return { addToBasket, pendingId };
}
