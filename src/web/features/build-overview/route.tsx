import { useParams } from 'react-router';
import { isPreconfiguredBuildId } from '../../../domain/contracts/preconfigured-build-constants';
import { PreconfiguredBuildPage, SavedBuildPage } from './build-overview-page';

/** Route module for '/build-overview/{publicId}': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  const { publicId = '' } = useParams();
  return isPreconfiguredBuildId(publicId) ? (
    <PreconfiguredBuildPage publicId={publicId} />
  ) : (
    <SavedBuildPage publicId={publicId} />
  );
}
