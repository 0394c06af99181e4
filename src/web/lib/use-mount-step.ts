import { startTransition, useEffect, useState } from 'react';

/**
 * Mounts a screen in `steps` steps, one task each: 1 on the first render, then one more per
 * task (a transition after a timer), so the browser can paint and take input between them.
 * A screen that mounts everything in one render is one long task on a slow phone
 * (Lighthouse's Total Blocking Time); each step should only add content below or beside what
 * is drawn, so nothing moves.
 */
export function useMountStep(steps: number): number {
  const [step, setStep] = useState(1);
  useEffect(() => {
    if (step >= steps) return;
    const timer = setTimeout(() => startTransition(() => setStep((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [step, steps]);
  return step;
}
