import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_FIELDS } from '../../../../domain/build/build-model';
import { buildSchema } from '../../../../domain/contracts/build';
import {
  buildOverviewSchema,
  completeResponseSchema,
  saveResponseSchema,
  savedBuildResponseSchema,
  type CompleteResponse,
  type SaveResponse,
} from '../../../../domain/contracts/build-api';
import {
  validationResponseSchema,
  type ValidationResponse,
} from '../../../../domain/contracts/build';
import { BODY_LIMIT_BYTES } from '../../../app';
import { upsertProducts } from '../../../db/repositories/product-repository';
import { testDatabaseKinds } from '../../../db/test-db';
import {
  AMD_HIGH_END,
  appUnderTest,
  dataOf,
  INTEL_MID_RANGE,
  SOCKET_MISMATCH,
} from './test-builds';

const errorsOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { errorCode: string; properties: string[] }[] }).errors;

describe.each(testDatabaseKinds())('build calls (%s)', (kind) => {
  const under = appUnderTest(kind);

  const validateBuild = async (body: object): Promise<ValidationResponse> =>
    validationResponseSchema.parse(dataOf(await under.client.post('validate', body)));

  describe('POST validate', () => {
    it('finds no issues in a clean full build from the curated seed, and totals it in pounds', async () => {
      const data = await validateBuild(AMD_HIGH_END);
      expect(data.issues).toEqual([]);
      const build: Record<string, unknown> = AMD_HIGH_END;
      const expectedPence = COMPONENT_FIELDS.map((field) => build[field])
        .map((id) =>
          typeof id === 'string' ? (under.app.catalog.current.byId.get(id)?.pricePence ?? 0) : 0,
        )
        .reduce((a: number, b) => a + b, 0);
      // The assembly charge for the case size is in the total, named as its own line.
      const assembly = under.app.catalog.current.byId.get('sundries-assembly-and-test-mid-tower');
      expect(data.assembly).toEqual({
        id: 'sundries-assembly-and-test-mid-tower',
        name: assembly?.longName,
        price: (assembly?.pricePence ?? 0) / 100,
      });
      expect(data.totalCost).toBe(
        Number(((expectedPence + (assembly?.pricePence ?? 0)) / 100).toFixed(2)),
      );
      expect(data.power.estimatedW).toBeGreaterThan(0);
      expect(data.power.recommendedW).toBeGreaterThanOrEqual(data.power.estimatedW);
    });

    it('answers a socket mismatch with an error issue naming both parts', async () => {
      const data = await validateBuild(SOCKET_MISMATCH);
      const issue = data.issues.find((i) => i.tag === 'cpu-socket-mismatch');
      expect(issue?.type).toBe('error');
      expect([issue?.mainComponent, issue?.connectingComponent].sort()).toEqual([
        SOCKET_MISMATCH.cpu,
        SOCKET_MISMATCH.motherboard,
      ]);
      expect(issue?.message).toMatch(/AM5/);
      expect(issue?.message).toMatch(/AM4/);
    });

    it('answers a part of the other chipset vendor with an error issue', async () => {
      const data = await validateBuild({ ...AMD_HIGH_END, cpu: 'cpu-intel-core-i5-14400f' });
      expect(data.issues.find((i) => i.tag === 'cpu-chipset-vendor-mismatch')).toMatchObject({
        type: 'error',
        mainComponent: 'cpu-intel-core-i5-14400f',
      });
    });

    it('answers a build with no chipset or case with one initial issue', async () => {
      const data = await validateBuild({});
      expect(data.issues.map((i) => i.type)).toEqual(['initial']);
      expect(data.totalCost).toBe(0);
    });

    it('reports stock as warnings or issues, not as bad input', async () => {
      const data = await validateBuild({
        ...AMD_HIGH_END,
        gpu: 'gpu-nvidia-geforce-rtx-5090-founders-edition',
        cpu: 'cpu-amd-ryzen-7-5800x3d',
      });
      expect(data.warnings.find((w) => w.type === 'preorder')?.mainComponent).toBe(
        'gpu-nvidia-geforce-rtx-5090-founders-edition',
      );
      expect(data.issues.find((i) => i.type === 'retired')?.mainComponent).toBe(
        'cpu-amd-ryzen-7-5800x3d',
      );
    });

    it('ignores fields it does not know and matches the path case-insensitively', async () => {
      const res = await under.client.post('VALIDATE', {
        ...AMD_HIGH_END,
        somethingElse: { deep: true },
      });
      expect(validationResponseSchema.parse(dataOf(res)).issues).toEqual([]);
    });

    it('treats fansTotal above the fan’s maximum as a build issue, not bad input', async () => {
      const data = await validateBuild({ ...INTEL_MID_RANGE, fansTotal: 99 });
      expect(data.issues.some((i) => i.route === 'fans' || i.route === 'fansTotal')).toBe(true);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'an unknown component id',
        { ...AMD_HIGH_END, gpu: 'gpu-does-not-exist' },
        'gpu',
        'unknown_component',
      ],
      [
        'an id of the wrong category',
        { ...AMD_HIGH_END, gpu: 'psu-corsair-rm850x' },
        'gpu',
        'wrong_category',
      ],
      [
        'a storage id in sundries',
        { ...AMD_HIGH_END, sundries: 'storage-samsung-990-pro-2tb' },
        'sundries',
        'wrong_category',
      ],
      ['a number for an id', { ...AMD_HIGH_END, cpu: 42 }, 'cpu', undefined],
      ['a chipset other than 1, 2 or null', { ...AMD_HIGH_END, chipset: 3 }, 'chipset', undefined],
      ['a fansTotal of 0', { ...INTEL_MID_RANGE, fansTotal: 0 }, 'fansTotal', undefined],
      ['a string for fansTotal', { ...INTEL_MID_RANGE, fansTotal: '2' }, 'fansTotal', undefined],
    ])('answers 400 naming the field for %s', async (_name, body, field, errorCode) => {
      for (const path of [
        'validate',
        'SaveLocalBuild',
        'completeBuild',
        'completeBuildAndSave',
        'buildOverview',
        'gpucomponentswithflag',
      ]) {
        const res = await under.client.post(path, body);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
        const errors = errorsOf(res);
        expect(errors.flatMap((e) => e.properties)).toContain(field);
        if (errorCode) expect(errors[0]?.errorCode).toBe(errorCode);
      }
    });

    it('names every bad field at once', async () => {
      const res = await under.client.post('validate', {
        ...AMD_HIGH_END,
        gpu: 'gpu-nope',
        psu: 'cpu-amd-ryzen-7-9800x3d',
      });
      expect(errorsOf(res).map((e) => e.properties[0])).toEqual(['gpu', 'psu']);
      expect(res.body).toContain("No product with id 'gpu-nope' is in the catalogue.");
    });

    it('answers 400 for malformed JSON and a body that is not an object', async () => {
      const malformed = await under.client.post('validate', '{"chipset": 2,', {
        'content-type': 'application/json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(errorsOf(malformed)[0]?.errorCode).toBe('invalid_json');
      const array = await under.client.post('validate', '[1,2]', {
        'content-type': 'application/json',
      });
      expect(array.statusCode).toBe(400);
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await under.client.post('SaveLocalBuild', {
        ...AMD_HIGH_END,
        padding: 'x'.repeat(BODY_LIMIT_BYTES),
      });
      expect(res.statusCode).toBe(413);
      expect(errorsOf(res)[0]?.errorCode).toBe('payload_too_large');
    });

    it('answers 403 without the anti-forgery token', async () => {
      for (const path of [
        'validate',
        'SaveLocalBuild',
        'completeBuild',
        'completeBuildAndSave',
        'buildOverview',
        'fanscomponentswithflag',
      ]) {
        const res = await under.app.inject({
          method: 'POST',
          url: `/api/configurator/${path}`,
          payload: AMD_HIGH_END,
        });
        expect(res.statusCode, path).toBe(403);
        expect(errorsOf(res)[0]?.errorCode).toBe('csrf_token_invalid');
      }
    });
  });

  describe('POST SaveLocalBuild', () => {
    it('stores a build without issues and answers the share data', async () => {
      const data: SaveResponse = saveResponseSchema.parse(
        dataOf(await under.client.post('SaveLocalBuild', { ...AMD_HIGH_END, memory: null })),
      );
      expect(data.issues).toEqual([]);
      expect(data.pcBuildPublicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(data.publicId).toBe(data.pcBuildPublicId);
      expect(data.shareUrl).toBe(`/share/${data.pcBuildPublicId}`);

      const saved = savedBuildResponseSchema.parse(
        dataOf(await under.client.get(`configurator/build/${data.pcBuildPublicId}`)),
      );
      expect(saved).toMatchObject({
        publicId: data.pcBuildPublicId,
        completed: false,
        totalPrice: data.totalCost,
      });
      expect(saved.build).toMatchObject({
        chipset: 2,
        cpu: AMD_HIGH_END.cpu,
        memory: null,
        sundries: null,
      });
      expect(saved.build).not.toHaveProperty('buildStep');
      expect(saved.components.map((c) => c.category)).toEqual([
        'case',
        'cpu',
        'motherboard',
        'gpu',
        'storage',
        'psu',
        'coolingCpu',
        'os',
        'sundries',
      ]);
      expect(saved.buildTime.workingDays).toBeGreaterThan(0);
    });

    it('stores nothing for a build with issues and answers them', async () => {
      const data = saveResponseSchema.parse(
        dataOf(await under.client.post('SaveLocalBuild', SOCKET_MISMATCH)),
      );
      expect(data.pcBuildPublicId).toBeNull();
      expect(data.shareUrl).toBeNull();
      expect(data.issues.length).toBeGreaterThan(0);
    });

    it('saves an identical build once, under one unguessable id (issue 14 defect 4)', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i += 1)
        ids.add(
          saveResponseSchema.parse(dataOf(await under.client.post('SaveLocalBuild', AMD_HIGH_END)))
            .pcBuildPublicId ?? '',
        );
      expect(ids.size).toBe(1);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const other = saveResponseSchema.parse(
        dataOf(await under.client.post('SaveLocalBuild', INTEL_MID_RANGE)),
      );
      expect(ids.has(other.pcBuildPublicId ?? '')).toBe(false);
    });
  });

  describe('POST completeBuild and completeBuildAndSave', () => {
    it('completes a clean build: no issues, the assembly line for the case size, in the total (the same total validate gave)', async () => {
      const validated = await validateBuild(AMD_HIGH_END);
      const data: CompleteResponse = completeResponseSchema.parse(
        dataOf(await under.client.post('completeBuild', AMD_HIGH_END)),
      );
      expect(data).toMatchObject({
        publicId: null,
        issues: [],
        sundries: 'sundries-assembly-and-test-mid-tower',
      });
      expect(validated.assembly?.id).toBe('sundries-assembly-and-test-mid-tower');
      expect(data.totalCost).toBe(validated.totalCost);
      expect(data.buildTime).toEqual({ workingDays: 3, text: '3 working days' });
    });

    it('names every missing category, each issue with a mainComponent', async () => {
      const data = completeResponseSchema.parse(
        dataOf(
          await under.client.post('completeBuild', {
            chipset: 1,
            case: 'case-corsair-4000d-airflow',
            caseSize: 2,
          }),
        ),
      );
      const missing = data.issues.filter((i) => i.type === 'missingselection');
      expect(missing.map((i) => i.route)).toEqual(
        expect.arrayContaining(['cpu', 'motherboard', 'memory', 'storage', 'psu']),
      );
      for (const issue of data.issues) expect(issue.mainComponent).toBeTruthy();
      expect(missing.find((i) => i.route === 'psu')?.mainComponent).toBe('psu');
    });

    it('saves a complete build and answers publicId, issues and warnings', async () => {
      const data = completeResponseSchema.parse(
        dataOf(await under.client.post('completeBuildAndSave', INTEL_MID_RANGE)),
      );
      expect(data.issues).toEqual([]);
      expect(data.publicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const saved = savedBuildResponseSchema.parse(
        dataOf(await under.client.get(`configurator/build/${data.publicId}`)),
      );
      expect(saved).toMatchObject({ completed: true, totalPrice: data.totalCost });
      expect(saved.build).toMatchObject({
        fans: INTEL_MID_RANGE.fans,
        fansTotal: 1,
        sundries: 'sundries-assembly-and-test-mid-tower',
      });
    });

    it('does not save a build with issues', async () => {
      const data = completeResponseSchema.parse(
        dataOf(await under.client.post('completeBuildAndSave', SOCKET_MISMATCH)),
      );
      expect(data.publicId).toBeNull();
      expect(data.issues.length).toBeGreaterThan(0);
      for (const issue of data.issues) expect(issue.mainComponent).toBeTruthy();
    });

    it('waits for a pre-order part in the build time (working days to its expected date)', async () => {
      // The RTX 5090 FE is expected on Saturday 19 December 2026: 19 working days after Monday 23 November, plus 3 days' assembly.
      const data = completeResponseSchema.parse(
        dataOf(
          await under.client.post('completeBuild', {
            ...AMD_HIGH_END,
            gpu: 'gpu-nvidia-geforce-rtx-5090-founders-edition',
            psu: 'psu-corsair-rm1000x',
          }),
        ),
      );
      expect(data.buildTime.workingDays).toBe(19 + 3);
      expect(data.warnings.some((w) => w.type === 'preorder')).toBe(true);
    });
  });

  describe('POST buildOverview', () => {
    it('answers the parts with their names, the build time, the total and the case image', async () => {
      const res = await under.client.post('buildOverview?route=overview', {
        ...INTEL_MID_RANGE,
        fansTotal: 2,
      });
      const data = buildOverviewSchema.parse(dataOf(res));
      expect(data.route).toBe('overview');
      expect(data.components[0]).toMatchObject({ category: 'case', id: INTEL_MID_RANGE.case });
      expect(data.components.find((c) => c.category === 'secondaryStorage')?.id).toBe(
        INTEL_MID_RANGE.secondaryStorage,
      );
      const fans = data.components.find((c) => c.category === 'fans');
      expect(fans?.quantity).toBe(2);
      for (const c of data.components) expect(c.longName && c.shortName).toBeTruthy();
      const sum = data.components.reduce(
        (total, c) => total + Math.round(c.price * 100) * c.quantity,
        0,
      );
      expect(data.totalPrice).toBe(sum / 100);
      expect(data.caseImage).toMatch(/case-corsair-4000d-airflow/);
      expect(data.buildTime.text).toMatch(/^\d+ working days?$/);
    });

    it('takes no route as null and refuses an unknown route', async () => {
      expect(
        buildOverviewSchema.parse(dataOf(await under.client.post('buildOverview', AMD_HIGH_END)))
          .route,
      ).toBeNull();
      const res = await under.client.post('buildOverview?route=elsewhere', AMD_HIGH_END);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)[0]?.properties).toEqual(['route']);
    });
  });

  describe('GET build/{id}', () => {
    it('keeps a saved build as it was when prices change later', async () => {
      const saved = saveResponseSchema.parse(
        dataOf(await under.client.post('SaveLocalBuild', AMD_HIGH_END)),
      );
      const gpu = under.app.catalog.current.byId.get(AMD_HIGH_END.gpu);
      if (!gpu) throw new Error('the seed GPU is missing');
      await upsertProducts(under.database.db, [{ ...gpu, pricePence: gpu.pricePence + 10_000 }]);
      await under.app.catalog.reload();
      const read = savedBuildResponseSchema.parse(
        dataOf(await under.client.get(`configurator/build/${saved.pcBuildPublicId}`)),
      );
      expect(read.totalPrice).toBe(saved.totalCost);
      expect(read.components.find((c) => c.category === 'gpu')?.price).toBe(
        (gpu.pricePence + 10_000) / 100,
      );
      const now = validationResponseSchema.parse(
        dataOf(await under.client.post('validate', AMD_HIGH_END)),
      );
      expect(now.totalCost).toBeCloseTo(saved.totalCost + 100, 2);
    });

    it('answers 404 with the errors payload for an unknown or malformed id', async () => {
      for (const id of ['AAAAAAAAAAAAAAAA', 'not-an-id', '%2e%2e']) {
        const res = await under.client.get(`configurator/build/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(errorsOf(res)[0]?.errorCode).toBe('not_found');
      }
    });
  });

  it('never answers 5xx, whatever the body', async () => {
    const ids = [
      ...Object.values(AMD_HIGH_END),
      ...Object.values(INTEL_MID_RANGE),
      'sundries-assembly-and-test-mid-tower',
    ];
    const value = fc.oneof(
      fc.constantFrom(...ids),
      fc.constant(null),
      fc.integer({ min: -2, max: 20 }),
      fc.string({ maxLength: 8 }),
      fc.boolean(),
    );
    const field = fc.constantFrom(...Object.keys(buildSchema.shape), 'extra');
    const body = fc.oneof(
      fc.dictionary(field, value, { maxKeys: 12 }),
      fc.anything({ maxDepth: 2 }),
    );
    const paths = [
      'validate',
      'SaveLocalBuild',
      'completeBuildAndSave',
      'buildOverview',
      'fanscomponentswithflag',
      'storagecomponentswithflag',
    ];
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...paths), async (payload, path) => {
        const res = await under.client.post(path, JSON.stringify(payload) ?? 'null', {
          'content-type': 'application/json',
        });
        expect([200, 400], `${path} ${JSON.stringify(payload)}: ${res.body}`).toContain(
          res.statusCode,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('accepts the build body as the web app stores it', () => {
    expect(() => buildSchema.parse(AMD_HIGH_END)).not.toThrow();
  });
});
