import { NotFoundPage } from '../../site/not-found/not-found-page';

/** Route module for any unknown path: lazy-loaded by src/web/app/routes.tsx. */
export function Component() {
  return <NotFoundPage />;
}
