/**
 * The services the web app's loaders read when a page is rendered on the server (ADR 094): the
 * same in-memory listing, catalogue and saved-build repository the API answers from, with the
 * API's payloads, and no HTTP call from the server to itself. The interface is the web's
 * (src/domain/contracts/page-render.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { PageDataServices } from '../../domain/contracts/page-render';
import { isoDate } from '../builds/build-time';
import { savedBuildAnswer } from '../builds/saved-build-answer';
import { caseItems } from '../catalog/component-lists';
import { buildsQuery, preconfiguredListing } from '../preconfigured/preconfigured-listing';

export function pageDataServices(app: FastifyInstance): PageDataServices {
  const today = () => isoDate(app.now());
  const listing = () => preconfiguredListing(app.catalog.current, today());
  return {
    buildsPage: async (query) => listing().page(buildsQuery(query)),
    filters: async (kind) => [...(kind === 'game' ? listing().games : listing().resolutions)],
    preconfiguredBuild: async (id) => listing().entries.get(id)?.detail ?? null,
    savedBuild: (publicId) => savedBuildAnswer(app.db, app.catalog.current, today(), publicId),
    caseList: async (caseSize) => caseItems(app.catalog.current, caseSize),
  };
}
