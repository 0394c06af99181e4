import { FeaturedBuilds } from './featured-builds';
import { HomePage } from './home-page';

/** Route module for '/': lazy-loaded by src/web/app/routes.tsx. */
export function Component() {
  return <HomePage listing={<FeaturedBuilds />} />;
}
