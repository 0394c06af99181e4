import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../domain/timings';

/** True once the overview loader has run its ~1.2 s (spec section 4 "Other", section 9). */
export function useOverviewLoaderDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), TIMINGS.overviewLoaderMs);
    return () => clearTimeout(timer);
  }, []);
  return done;
}
