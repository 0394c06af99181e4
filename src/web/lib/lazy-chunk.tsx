/**
 * React.lazy that tells a server render which chunks it drew (ADR 127). The server puts the
 * stylesheets of those chunks into the page and preloads their scripts: without them the
 * server's markup of a lazy part (a build's page, the featured builds, the case step) paints
 * unstyled, and hydration waits a round trip for its script. `module` is the source file as
 * Vite's manifest names it (relative to src/web); lazy-chunk.test.ts checks each one against
 * its import.
 */
import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';

/** Set by the server entry for one render; null in the browser. */
export const RenderedChunks = createContext<Set<string> | null>(null);

/** A lazy component that can be asked to load its chunk before it is first drawn. */
export type LazyChunkComponent<P> = FunctionComponent<P> & {
  /** Loads the chunk now; once loaded, the component's first render does not suspend. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with a preload. A chunk already loaded goes to React.lazy as a thenable that
 * settles within its `then` call, which React reads as loaded: its first render draws the
 * component. Given a promise, it would suspend, commit the fallback and hold the content back
 * by its reveal throttle (300 ms), although the chunk was there.
 */
export function preloadableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed load is forgotten, so the next preload or first render asks again.
  const start = () =>
    (loading ??= load().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (chunk: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as Promise<{ default: ComponentType<P> }>)
      : start(),
  ) as ComponentType<P>;
  return { Lazy, preload: () => start().then(() => undefined) };
}

// `any` as in React.lazy's own signature: the component's props are whatever it declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  module: string,
  load: () => Promise<{ default: T }>,
): LazyChunkComponent<ComponentProps<T>> {
  const { Lazy, preload } = preloadableLazy<ComponentProps<T>>(load);
  function LazyChunk(props: ComponentProps<T>) {
    useContext(RenderedChunks)?.add(module);
    return createElement(Lazy, props);
  }
  LazyChunk.displayName = `LazyChunk(${module})`;
  LazyChunk.preload = preload;
  return LazyChunk;
}
