import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../ui/transition-overlay/spinner';
import { SharePage } from './share-page-chunk';

/** Route module for '/share/{publicId}': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  const { publicId = '' } = useParams();
  return (
    <Suspense fallback={<Spinner label="Loading the shared build" />}>
      <SharePage publicId={publicId} />
    </Suspense>
  );
}
