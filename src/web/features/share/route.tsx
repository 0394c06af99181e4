import { useParams } from 'react-router';
import { SharePage } from './share-page';

/** Route module for '/share/{publicId}': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  const { publicId = '' } = useParams();
  return <SharePage publicId={publicId} />;
}
