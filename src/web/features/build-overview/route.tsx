import { Suspense } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk';
import { useParams } from 'react-router';
import { isPreconfiguredBuildId } from '../../../domain/contracts/preconfigured-build-constants';
import { Spinner } from '../../ui/transition-overlay/spinner';

// Loaded by loader.ts beside the build itself (the route's initial chunk stays small).
const PreconfiguredBuildPage = lazyChunk('features/build-overview/build-overview-page.tsx', () =>
  import('./build-overview-page').then((module) => ({ default: module.PreconfiguredBuildPage })),
);
const SavedBuildPage = lazyChunk('features/build-overview/build-overview-page.tsx', () =>
  import('./build-overview-page').then((module) => ({ default: module.SavedBuildPage })),
);

/** Route module for '/build-overview/{publicId}': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  const { publicId = '' } = useParams();
  return (
    <Suspense fallback={<Spinner label="Loading the build" />}>
      {isPreconfiguredBuildId(publicId) ? (
        <PreconfiguredBuildPage publicId={publicId} />
      ) : (
        <SavedBuildPage publicId={publicId} />
      )}
    </Suspense>
  );
}
