import { lazyChunk } from '../../lib/lazy-chunk';

/**
 * Each view's body, a chunk of its own: the page draws it, loader.ts loads it while the overview
 * loader plays (ADR 132: through `preload`, so the first render draws it without suspending).
 */
export const OverviewContent = lazyChunk('features/overview/overview-content.tsx', () =>
  import('./overview-content').then((module) => ({ default: module.OverviewContent })),
);

export const ReviewOverview = lazyChunk('features/overview/review-overview.tsx', () =>
  import('./review-overview').then((module) => ({ default: module.ReviewOverview })),
);
