/** Runs `task` when the browser is idle (a timeout where it has no idle callbacks); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

/**
 * Runs `task` in a task of its own after the next frame has been drawn: a render it starts
 * does not hold up the frame that shows what the shopper asked for. (A plain zero timeout
 * usually runs before that frame.) A hidden page draws no frames, so it falls back to a timeout.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
