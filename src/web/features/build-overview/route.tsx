import { Suspense } from 'react';
import { useParams } from 'react-router';
import { isPreconfiguredBuildId } from '../../../domain/contracts/preconfigured-build-constants';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { PreconfiguredBuildPage, SavedBuildPage } from './build-overview-page';

/**
 * Route module for '/build-overview/{publicId}': lazy-loaded by src/web/app/routes.tsx, in
 * parallel with loader.ts (the page in the same chunk: one file less to fetch).
 */
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
