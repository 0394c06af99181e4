import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../domain/timings';
import { useLayoutStore } from '../../state/layout-store';
import { Loader } from './loader';

/**
 * Shows the loader while the global loading flag is true; when it clears, the checkmark
 * finishes for a moment before the overlay goes.
 */
export function SiteLoader() {
  const isLoading = useLayoutStore((state) => state.isLoading);
  const [finishedAfterLoading, setFinishedAfterLoading] = useState(false);
  const [wasLoading, setWasLoading] = useState(isLoading);

  // Adjust state while rendering when the flag flips (no effect round-trip).
  if (wasLoading !== isLoading) {
    setWasLoading(isLoading);
    setFinishedAfterLoading(!isLoading);
  }

  useEffect(() => {
    if (!finishedAfterLoading) return;
    const timer = setTimeout(() => setFinishedAfterLoading(false), TIMINGS.siteLoaderCompleteMs);
    return () => clearTimeout(timer);
  }, [finishedAfterLoading]);

  if (isLoading) return <Loader />;
  return finishedAfterLoading ? <Loader complete /> : null;
}
