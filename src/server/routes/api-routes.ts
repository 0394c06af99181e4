import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './api/activities/activity-routes';
import { checkoutRoutes } from './api/checkout/add-to-cart-routes';
import { componentListRoutes } from './api/configurator/component-list-routes';
import { buildRoutes } from './api/configurator-builds/build-routes';
import { flaggedListRoutes } from './api/configurator-builds/flagged-list-routes';
import { partRoutes } from './api/configurator-builds/part-routes';
import { errorLogRoutes } from './api/errors/error-log-routes';
import { healthRoutes } from './api/health/health-routes';
import { preconfiguredBuildRoutes } from './api/preconfigured/preconfigured-build-routes';
import { settingsRoutes } from './api/settings/settings-routes';

/**
 * Every resource under /api: one folder per resource in routes/api/, each
 * exporting a plugin whose paths are relative to /api. Add new ones here.
 */
export const apiRoutes: FastifyPluginAsyncZod[] = [
  settingsRoutes,
  healthRoutes,
  errorLogRoutes,
  activityRoutes,
  componentListRoutes,
  buildRoutes,
  flaggedListRoutes,
  partRoutes,
  preconfiguredBuildRoutes,
  checkoutRoutes,
];
