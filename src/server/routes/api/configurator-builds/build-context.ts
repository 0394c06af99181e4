/** What every build call starts with: the loaded catalogue, its engine index, today, and a checked body. */
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef, FastifySerializerCompiler } from 'fastify/types/schema';
import type { $ZodType } from 'zod/v4/core';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Build } from '../../../../domain/build/build-model';
import type { ValidationResponse } from '../../../../domain/contracts/build';
import { parseStoredBuild } from '../../../../domain/build/stored-build';
import type { CatalogueIndex } from '../../../../domain/compatibility/catalogue-index';
import type { CatalogSnapshot } from '../../../catalog/catalog-snapshot';
import { unknownPartErrors } from '../../../builds/build-input';
import { isoDate } from '../../../builds/build-time';
import { catalogueIndexOf } from '../../../builds/catalogue-index';
import { withMatchingSundries } from '../../../builds/sundries';
import { HttpError } from '../../../plugins/errors';

export interface BuildContext {
  snapshot: CatalogSnapshot;
  index: CatalogueIndex;
  /** yyyy-mm-dd from the app's clock. */
  today: string;
  build: Build;
}

/**
 * The request's build, checked against the catalogue it will be judged by (one snapshot for
 * the whole request). Throws a 400 naming each bad field when an id is unknown or of another
 * category. A sundries line is swapped for the one matching the case size.
 */
export function buildContext(app: FastifyInstance, body: Build): BuildContext {
  const snapshot = app.catalog.current;
  const index = catalogueIndexOf(snapshot);
  const [first, ...rest] = unknownPartErrors(body, index);
  if (first) throw HttpError.of(400, [first, ...rest]);
  return { snapshot, index, today: isoDate(app.now()), build: withMatchingSundries(body, index) };
}

/**
 * Per-route compilers for the build calls, the hot path of the configurator. The body is
 * first read with the hand-written check the web app uses for stored builds (parseStoredBuild,
 * kept in step with buildSchema by its own test), which is ten times quicker than zod; only
 * a body it refuses goes through buildSchema, which then names the bad fields. Answers are
 * typed at compile time, so they are serialised without a second zod pass.
 */
const fastValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  // Every schema of these routes is a zod schema; Fastify types route compilers loosely.
  const thorough = validatorCompiler(route as FastifyRouteSchemaDef<$ZodType>);
  if (route.httpPart !== 'body') return thorough;
  return (data: unknown) => {
    const build = parseStoredBuild(data);
    return build ? { value: build } : thorough(data);
  };
};

const plainSerializerCompiler: FastifySerializerCompiler<FastifySchema> = () => (data) =>
  JSON.stringify(data);

export const fastBuildRoute = {
  validatorCompiler: fastValidatorCompiler,
  serializerCompiler: plainSerializerCompiler,
};

const listJson = (items: readonly unknown[]): string =>
  items.length === 0 ? '[]' : JSON.stringify(items);

/** A number as JSON.stringify writes it (the same shortest form as String; null if not finite). */
const numberJson = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

/**
 * The text JSON.stringify gives for a validate answer (a test compares them on many builds),
 * written as one template: JSON.stringify walks every key of the envelope and the power
 * summary, which cost more than its engine's rules for a typical build (docs/performance.md).
 * The issue lists, usually empty, go to JSON.stringify as they are.
 */
export function validateAnswerJson({ data }: { data: ValidationResponse }): string {
  const { power } = data;
  return `{"data":{"issues":${listJson(data.issues)},"warnings":${listJson(data.warnings)},"totalCost":${numberJson(data.totalCost)},"assembly":${JSON.stringify(data.assembly)},"power":{"estimatedW":${numberJson(power.estimatedW)},"recommendedW":${numberJson(power.recommendedW)},"complete":${power.complete}}}}`;
}

/** The build-call compilers, answering with validateAnswerJson: POST validate. */
export const validateRoute = {
  ...fastBuildRoute,
  serializerCompiler: (() => (data: unknown) =>
    validateAnswerJson(
      data as { data: ValidationResponse },
    )) satisfies FastifySerializerCompiler<FastifySchema>,
};
