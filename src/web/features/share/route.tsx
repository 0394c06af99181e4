import { Suspense } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { useParams } from 'react-router';
import { Spinner } from '../../ui/transition-overlay/spinner';

// Loaded by loader.ts beside the build itself (the route's initial chunk stays small).
const SharePage = lazyChunk('features/share/share-page.tsx', () =>
  import('./share-page').then((module) => ({ default: module.SharePage })),
);

/** Route module for '/share/{publicId}': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  const { publicId = '' } = useParams();
  return (
    <Suspense fallback={<Spinner label="Loading the shared build" />}>
      <SharePage publicId={publicId} />
    </Suspense>
  );
}
