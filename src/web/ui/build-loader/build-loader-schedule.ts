import { TIMINGS } from '../../../domain/timings';

/** The build loader's four steps (spec section 2 "Build loader screen"). */
export const BUILD_LOADER_STEPS = ['Chipset', 'Case Selector', 'Components', 'Overview'] as const;

export type BuildLoaderStatus = 'waiting' | 'progress' | 'complete';

const startOf = (index: number) => index * TIMINGS.buildLoaderNextStepMs;

/** Step `index` starts 3.5 s after the previous one began and completes 3 s after it starts. */
export function buildLoaderStatus(elapsedMs: number, index: number): BuildLoaderStatus {
  if (elapsedMs < startOf(index)) return 'waiting';
  return elapsedMs < startOf(index) + TIMINGS.buildLoaderStepMs ? 'progress' : 'complete';
}

/** When the last step completes. */
export const BUILD_LOADER_TOTAL_MS =
  startOf(BUILD_LOADER_STEPS.length - 1) + TIMINGS.buildLoaderStepMs;

/** Every moment (ms from the start) at which some step changes, in order. */
export function buildLoaderChangeMoments(): number[] {
  const moments = BUILD_LOADER_STEPS.flatMap((_, index) => [
    startOf(index),
    startOf(index) + TIMINGS.buildLoaderStepMs,
  ]);
  return [...new Set(moments)].filter((moment) => moment > 0).sort((a, b) => a - b);
}
