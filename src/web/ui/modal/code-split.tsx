import { Suspense, type ComponentType } from 'react';
import { preloadableLazy } from '../../lib/lazy-chunk';

/**
 * A component whose code loads on first use (Radix and the modal itself stay out of the route
 * chunks): it renders nothing until its chunk is in. `preload` fetches the chunk ahead of need;
 * once it is in, the component draws at its first render.
 */
export function codeSplit<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Lazy: Loaded, preload } = preloadableLazy<P>(() =>
    load().then((component) => ({ default: component })),
  );
  function CodeSplit(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return {
    Component: CodeSplit,
    // Ahead of need only, so it never rejects: a chunk that failed to come is asked for again
    // when first shown. Settles once the chunk is in (or failed).
    preload: (): Promise<void> => preload().catch(() => undefined),
  };
}
