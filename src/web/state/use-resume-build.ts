import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
  const source = useRef<TravellingSelections | null>(null);

  // Each phase schedules its own step from an effect, so an unmount and remount (StrictMode, a
  // Suspense boundary above hiding and showing the page) reschedules it instead of losing it.
  useEffect(() => {
    if (phase === 'idle') return;
    const timer =
      phase === 'loading'
        ? setTimeout(() => {
            if (source.current) useBuildStore.getState().setBuild(resumeBuild(source.current));
            setPhase('complete');
          }, TIMINGS.resumeLoaderFirstMs)
        : setTimeout(
            () => navigate(PATHS.configurator),
            TIMINGS.resumeLoaderSecondMs - TIMINGS.resumeLoaderFirstMs,
          );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const resume = useCallback((selections: TravellingSelections) => {
    if (source.current) return;
    source.current = selections;
    setPhase('loading');
  }, []);

  return { phase, resume };
}
