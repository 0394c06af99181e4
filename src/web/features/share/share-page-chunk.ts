import { lazyChunk } from '../../lib/lazy-chunk';

/**
 * The share page's own chunk: route.tsx draws it, loader.ts loads it beside the build, so the
 * first render after a navigation draws the page instead of suspending on a chunk already there.
 */
export const SharePage = lazyChunk('features/share/share-page.tsx', () =>
  import('./share-page').then((module) => ({ default: module.SharePage })),
);
