import { OverviewPage } from './overview-page';

/** Route module for '/overview': lazy-loaded by src/web/app/routes.tsx. */
export function Component() {
  return <OverviewPage />;
}
