/** What every build call starts with: the loaded catalogue, its engine index, today, and a checked body. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Build } from '../../../../domain/build/build-model';
import type { CatalogueIndex } from '../../../../domain/compatibility/catalogue-index';
import type { CatalogSnapshot } from '../../../catalog/catalog-snapshot';
import { unknownPartErrors } from '../../../builds/build-input';
import { isoDate } from '../../../builds/build-time';
import { catalogueIndexOf } from '../../../builds/catalogue-index';
import { withMatchingSundries } from '../../../builds/sundries';

export interface BuildContext {
  snapshot: CatalogSnapshot;
  index: CatalogueIndex;
  /** yyyy-mm-dd from the app's clock. */
  today: string;
  build: Build;
}

/**
 * The request's build, checked against the catalogue it will be judged by (one snapshot for
 * the whole request). Answers 400 naming each bad field and returns null when an id is unknown
 * or of another category. A sundries line is swapped for the one matching the case size.
 */
export function buildContext(app: FastifyInstance, body: Build, reply: FastifyReply): BuildContext | null {
  const snapshot = app.catalog.current;
  const index = catalogueIndexOf(snapshot);
  const errors = unknownPartErrors(body, index);
  if (errors.length > 0) {
    void reply.code(400).send({ errors });
    return null;
  }
  return { snapshot, index, today: isoDate(app.now()), build: withMatchingSundries(body, index) };
}
