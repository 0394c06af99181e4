import { PreConfiguredListPage } from './pre-configured-list-page';

/** Route module for '/pre-configured-pcs': lazy-loaded by src/web/app/routes.tsx, after loader.ts. */
export function Component() {
  return <PreConfiguredListPage />;
}
