import { ConfiguratorPage } from './configurator-page';

/** Route module for '/configurator': lazy-loaded by src/web/app/routes.tsx. */
export function Component() {
  return <ConfiguratorPage />;
}
