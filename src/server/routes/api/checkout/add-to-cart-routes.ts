/**
 * GET /api/checkout/add-to-cart/{publicId} (spec section 7, DESIGN.md section 5): a browser
 * navigation. The saved build is validated again as a complete build against today's
 * catalogue; with no issues the browser goes to the retail site's basket with the build's
 * publicId, otherwise back to the build's overview page to fix it. Unknown id: 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validate } from '../../../../domain/compatibility/validate';
import { ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import { buildIdParamsSchema } from '../../../../domain/contracts/build-api';
import { buildFromSaved } from '../../../builds/build-overview';
import { isoDate } from '../../../builds/build-time';
import { catalogueIndexOf } from '../../../builds/catalogue-index';
import { isPublicId } from '../../../builds/public-id';
import { findSavedBuild } from '../../../db/repositories/saved-build-repository';
import { paths } from '../../../../domain/paths';
import { HttpError } from '../../../plugins/errors';

/** The basket URL with `build={publicId}` added to its query (kept if it already has one). */
export function basketUrlFor(basketUrl: string, publicId: string): string {
  const url = new URL(basketUrl);
  url.searchParams.set('build', publicId);
  return url.toString();
}

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkout/add-to-cart/:id',
    { schema: { params: buildIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const saved = isPublicId(id) ? await findSavedBuild(app.db, id) : null;
      if (!saved)
        throw new HttpError(404, ERROR_CODES.notFound, `No saved build with id '${id}'.`, ['id']);
      const index = catalogueIndexOf(app.catalog.current);
      const result = validate(buildFromSaved(saved.build), index, {
        completing: true,
        today: isoDate(app.now()),
      });
      const target =
        result.issues.length === 0
          ? basketUrlFor(app.site.basketUrl, saved.publicId)
          : paths.buildOverview(saved.publicId);
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );
};
