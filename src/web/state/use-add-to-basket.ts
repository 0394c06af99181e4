import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TravellingSelections } from '../../domain/build/resume-transitions';
import { useModalHost } from '../ui/modal/modal-host';
import { useLayoutStore } from './layout-store';

/** A featured or listed build on its way to the basket. */
export interface BasketCandidate {
  publicId: string;
  saveBuild: TravellingSelections;
}

/**
 * 'Add to Basket' on a featured or listed build (spec section 4 "Build to basket"): the site
 * loader covers the page (so no second click reaches a card) while add-to-basket-flow.tsx,
 * loaded on the first click, runs completeBuildAndSave; no issues → the browser goes to
 * /api/checkout/add-to-cart/{publicId}; issues → 'Build with Errors', whose dismissal loads
 * the build into the configurator at /configurator?switch=0. Failures are only logged.
 */
export function useAddToBasket(): (candidate: BasketCandidate) => Promise<void> {
  const host = useModalHost();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ saveBuild }: BasketCandidate) => {
      const setLoading = useLayoutStore.getState().setLoading;
      const stay = () => setLoading(false);
      setLoading(true);
      try {
        const { runAddToBasket } = await import('./add-to-basket-flow');
        await runAddToBasket(saveBuild, { queryClient, host, navigate, onStay: stay });
      } catch (error) {
        // The flow's chunk could not load (offline, new deployment): stay, and say so.
        console.error('Add to basket failed', error);
        stay();
      }
    },
    [host, navigate, queryClient],
  );
}
