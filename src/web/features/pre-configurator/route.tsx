import { PreConfiguratorPage } from './pre-configurator-page';

/** Route module for '/pre-configurator': lazy-loaded by src/web/app/routes.tsx. */
export function Component() {
  return <PreConfiguratorPage />;
}
