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
} from 'react';

/** Set by the server entry for one render; null in the browser. */
export const RenderedChunks = createContext<Set<string> | null>(null);

// `any` as in React.lazy's own signature: the component's props are whatever it declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  module: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Lazy = lazy(load) as ComponentType<ComponentProps<T>>;
  function LazyChunk(props: ComponentProps<T>) {
    useContext(RenderedChunks)?.add(module);
    return createElement(Lazy, props);
  }
  LazyChunk.displayName = `LazyChunk(${module})`;
  return LazyChunk;
}
