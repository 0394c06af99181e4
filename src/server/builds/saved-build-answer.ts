/**
 * GET configurator/build/{publicId}'s answer (spec section 7): the saved build with its parts
 * as the catalogue has them today. One function for the API route and the server-rendered
 * share and build-overview pages (ADR 094), so both say the same.
 */
import type { SavedBuildResponse } from '../../domain/contracts/build-api';
import { pence, penceToPounds } from '../../domain/money/pence';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import type { Database } from '../db/database';
import { findSavedBuild } from '../db/repositories/saved-build-repository';
import { buildFromSaved, summariseBuild } from './build-overview';
import { toBuildTime } from './build-time';
import { catalogueIndexOf } from './catalogue-index';
import { isPublicId } from './public-id';

/** The saved build's answer, or null when no build has this id (a malformed id names none). */
export async function savedBuildAnswer(
  db: Database,
  catalog: CatalogSnapshot,
  today: string,
  publicId: string,
): Promise<SavedBuildResponse | null> {
  const saved = isPublicId(publicId) ? await findSavedBuild(db, publicId) : null;
  if (!saved) return null;
  const summary = summariseBuild(buildFromSaved(saved.build), catalogueIndexOf(catalog), today);
  return {
    publicId: saved.publicId,
    build: saved.build,
    completed: saved.completed,
    createdAt: saved.createdAt.toISOString(),
    totalPrice: penceToPounds(pence(saved.totalPence)),
    buildTime: toBuildTime(saved.buildTimeDays),
    components: summary.components,
    caseImage: summary.caseImage,
  };
}
