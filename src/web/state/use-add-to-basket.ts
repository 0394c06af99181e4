import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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
 * loader shows while completeBuildAndSave stores and checks the build; no issues → the browser
 * goes to /api/checkout/add-to-cart/{publicId}; issues → 'Build with Errors', whose dismissal
 * loads the build into the configurator at /configurator?switch=0 (add-to-basket-flow.tsx).
 * A failed call is only logged (spec section 7). `pendingId` is the build under way.
 */
export function useAddToBasket() {
  const host = useModalHost();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const setLoading = useLayoutStore((state) => state.setLoading);

  const stay = useCallback(() => {
    setLoading(false);
    setPendingId(null);
  }, [setLoading]);

  // Back from the basket may restore this page from the back/forward cache, loader and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) stay();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [stay]);

  const addToBasket = useCallback(
    async ({ publicId, saveBuild }: BasketCandidate) => {
      setPendingId(publicId);
      setLoading(true);
      try {
        const { runAddToBasket } = await import('./add-to-basket-flow');
        await runAddToBasket(saveBuild, { queryClient, host, navigate, onStay: stay });
      } catch (error) {
        // The flow's chunk could not load (offline, new deployment): stay, and say so in the console.
        console.error('Add to basket failed', error);
        stay();
      }
    },
    [host, navigate, queryClient, setLoading, stay],
  );

  return { addToBasket, pendingId };
}
