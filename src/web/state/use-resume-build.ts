import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../lib/router';
import { resumeBuild, type TravellingSelections } from '../../domain/build/resume-transitions';
import { PATHS } from '../../domain/paths';
import { TIMINGS } from '../../domain/timings';
import { useBuildStore } from './build-store';

/** The resume loader: 'loading' from the click, 'complete' at 0.7 s, then /configurator at 1.4 s. */
export type ResumePhase = 'idle' | 'loading' | 'complete';

/**
 * 'Resume build' on a shared or pre-configured build (spec section 4): the loader starts, at
 * its first transition (0.7 s) the components are copied into the build (step 3, sub-step 1,
 * expert mode) and the checkmark completes; at the second (1.4 s) the shopper goes to
 * /configurator. A second click while it runs is ignored.
 */
export function useResumeBuild() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<ResumePhase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const resume = useCallback(
    (source: TravellingSelections) => {
      if (timers.current.length > 0) return;
      setPhase('loading');
      timers.current = [
        setTimeout(() => {
          useBuildStore.getState().setBuild(resumeBuild(source));
          setPhase('complete');
        }, TIMINGS.resumeLoaderFirstMs),
        setTimeout(() => navigate(PATHS.configurator), TIMINGS.resumeLoaderSecondMs),
      ];
    },
    [navigate],
  );

  return { phase, resume };
}
