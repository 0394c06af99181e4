import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads on first use (Radix and the modal itself stay out of the route
 * chunks): it renders nothing until its chunk is in. `preload` fetches the chunk ahead of need.
 */
export function codeSplit<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function CodeSplit(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return {
    Component: CodeSplit,
    preload: () => {
      void load();
    },
  };
}
