import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../domain/timings';

/**
 * Runs an action after the transition overlay has shown for TIMINGS.transitionOverlayMs
 * (spec section 4: choosing a chipset, adding a case). A second request while one is
 * pending is ignored, so a double click cannot apply a transition twice.
 */
export function useOverlayAction() {
  const [overlayMessage, setOverlayMessage] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const runWithOverlay = useCallback((message: string, action: () => void) => {
    if (pending.current) return;
    setOverlayMessage(message);
    pending.current = setTimeout(() => {
      pending.current = null;
      setOverlayMessage(null);
      action();
    }, TIMINGS.transitionOverlayMs);
  }, []);

  return { overlayMessage, runWithOverlay };
}
