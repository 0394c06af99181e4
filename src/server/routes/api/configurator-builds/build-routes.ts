/**
 * The build calls of spec section 7 under /api/configurator: validate, SaveLocalBuild,
 * completeBuild, completeBuildAndSave, buildOverview and GET build/{id}. The body is the
 * client's build (contracts/build.ts); shapes and the 400-versus-issue decisions are in
 * contracts/build-api.ts. Validation runs on the in-memory catalogue; a save is one INSERT.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resolveParts,
  validate,
  type ValidationResult,
} from '../../../../domain/compatibility/validate';
import { toValidationResponse } from '../../../../domain/compatibility/validation-response';
import { dataEnvelope, ERROR_CODES } from '../../../../domain/contracts/api-envelope';
import { buildSchema } from '../../../../domain/contracts/build';
import {
  buildIdParamsSchema,
  buildOverviewSchema,
  completeResponseSchema,
  overviewQuerySchema,
  saveResponseSchema,
  savedBuildResponseSchema,
  validateResponseSchema,
  type CompleteResponse,
  type SaveResponse,
} from '../../../../domain/contracts/build-api';
import type { Issue } from '../../../../domain/issues/issue-types';
import { penceToPounds } from '../../../../domain/money/pence';
import { paths } from '../../../../domain/paths';
import { savedFieldsOf, summariseBuild, toOverview } from '../../../builds/build-overview';
import { buildTimeDays, isoDate, toBuildTime } from '../../../builds/build-time';
import { catalogueIndexOf } from '../../../builds/catalogue-index';
import { savedBuildAnswer } from '../../../builds/saved-build-answer';
import { insertSavedBuild } from '../../../db/repositories/saved-build-repository';
import { caseSizeOf } from '../../../../domain/compatibility/assembly-charge';
import { withAssemblyService } from '../../../builds/sundries';
import { HttpError } from '../../../plugins/errors';
import { saveRateLimit } from '../logging-rate-limit';
import { buildContext, fastBuildRoute, validateRoute, type BuildContext } from './build-context';

const NO_STORE = 'no-store';

/** Complete-build issues each carry mainComponent: a missing selection names its empty category. */
function withMainComponent(issue: Issue): Issue {
  return issue.mainComponent === null ? { ...issue, mainComponent: issue.route } : issue;
}

function buildTimeOf({ build, index, today }: BuildContext): number {
  return buildTimeDays(Object.values(resolveParts(build, index)), caseSizeOf(build, index), today);
}

/** Stores the build as judged (its total and build time at this moment) under a new public id. */
function save(
  app: FastifyInstance,
  context: BuildContext,
  result: ValidationResult,
  completed: boolean,
): Promise<string> {
  const buildTimeDays = buildTimeOf(context);
  return insertSavedBuild(app.db, {
    build: savedFieldsOf(context.build),
    totalPence: result.totalCost,
    buildTimeDays,
    completed,
  });
}

/** completeBuild and completeBuildAndSave: required categories checked, the assembly line set. */
async function complete(
  app: FastifyInstance,
  base: BuildContext,
  andSave: boolean,
): Promise<CompleteResponse> {
  const context = { ...base, build: withAssemblyService(base.build, base.index) };
  const result = validate(context.build, context.index, { completing: true, today: context.today });
  const publicId =
    andSave && result.issues.length === 0 ? await save(app, context, result, true) : null;
  return {
    publicId,
    issues: result.issues.map(withMainComponent),
    warnings: result.warnings.map(withMainComponent),
    totalCost: penceToPounds(result.totalCost),
    power: result.power,
    sundries: context.build.sundries,
    buildTime: toBuildTime(buildTimeOf(context)),
  };
}

export const buildRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = buildSchema;
  const limitSaves = saveRateLimit(app);
  // Index the catalogue at start-up rather than on the first shopper's request.
  app.addHook('onReady', async () => {
    catalogueIndexOf(app.catalog.current);
  });

  app.post(
    '/configurator/validate',
    { schema: { body, response: { 200: validateResponseSchema } }, ...validateRoute },
    // Synchronous (nothing here waits): no promise and microtask turn per request, as an
    // async handler costs. A 400 thrown by buildContext reaches the error handler either way.
    (request, reply) => {
      const context = buildContext(app, request.body);
      void reply.send({
        data: toValidationResponse(
          validate(context.build, context.index, { today: context.today }),
        ),
      });
    },
  );

  app.post(
    '/configurator/SaveLocalBuild',
    {
      schema: { body, response: { 200: dataEnvelope(saveResponseSchema) } },
      onRequest: limitSaves,
      ...fastBuildRoute,
    },
    async (request, reply) => {
      const context = buildContext(app, request.body);
      const result = validate(context.build, context.index, { today: context.today });
      const publicId = result.issues.length === 0 ? await save(app, context, result, false) : null;
      const data: SaveResponse = {
        pcBuildPublicId: publicId,
        publicId,
        shareUrl: publicId === null ? null : paths.share(publicId),
        ...toValidationResponse(result),
      };
      return reply.header('Cache-Control', NO_STORE).send({ data });
    },
  );

  for (const [path, andSave] of [
    ['/configurator/completeBuild', false],
    ['/configurator/completeBuildAndSave', true],
  ] as const) {
    app.post(
      path,
      {
        schema: { body, response: { 200: dataEnvelope(completeResponseSchema) } },
        // Only the call that stores is limited; completeBuild is a check like validate.
        ...(andSave ? { onRequest: limitSaves } : {}),
        ...fastBuildRoute,
      },
      async (request, reply) => {
        const context = buildContext(app, request.body);
        return reply
          .header('Cache-Control', NO_STORE)
          .send({ data: await complete(app, context, andSave) });
      },
    );
  }

  app.post(
    '/configurator/buildOverview',
    {
      schema: {
        body,
        querystring: overviewQuerySchema,
        response: { 200: dataEnvelope(buildOverviewSchema) },
      },
      ...fastBuildRoute,
    },
    async (request) => {
      const context = buildContext(app, request.body);
      return {
        data: toOverview(
          summariseBuild(context.build, context.index, context.today),
          request.query.route ?? null,
        ),
      };
    },
  );

  app.get(
    '/configurator/build/:id',
    {
      schema: {
        params: buildIdParamsSchema,
        response: { 200: dataEnvelope(savedBuildResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // A malformed id can name no saved build: the same 404 as an unknown one (the share page shows its 404).
      const data = await savedBuildAnswer(app.db, app.catalog.current, isoDate(app.now()), id);
      if (!data)
        throw new HttpError(404, ERROR_CODES.notFound, `No saved build with id '${id}'.`, ['id']);
      return { data };
    },
  );
};
