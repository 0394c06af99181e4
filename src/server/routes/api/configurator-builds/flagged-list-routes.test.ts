import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '../../../../domain/contracts/build';
import {
  compactFlagsResponseSchema,
  flaggedListResponseSchema,
} from '../../../../domain/contracts/build-api';
import type { ComponentItem } from '../../../../domain/contracts/catalog';
import {
  expandCompactList,
  flagValue,
  reasonsByItem,
  type CompactList,
} from '../../../../domain/contracts/compact-list';
import { testDatabaseKinds } from '../../../db/test-db';
import { FLAGGED_LIST_COUNT, warmFlagging } from './flagged-list-routes';
import { AMD_HIGH_END, appUnderTest, dataOf, INTEL_MID_RANGE } from './test-builds';

/** Flagged list path, the all…components list it mirrors (for the AMD build), and the build field it fills. */
const LISTS = [
  [
    'motherboardcomponentswithflag',
    'configurator/allmotherboardcomponents?caseSize=2&chipset=2',
    'motherboard',
  ],
  ['psucomponentswithflag', 'configurator/allpsucomponents', 'psu'],
  ['memorycomponentswithflag', 'configurator/allmemorycomponents', 'memory'],
  // Primary storage asked for explicitly: the build already has one, so the default would judge a second drive.
  ['storagecomponentswithflag?field=storage', 'configurator/allstoragecomponents', 'storage'],
  ['gpucomponentswithflag', 'configurator/allgpucomponents', 'gpu'],
  ['soundcardsswithflag', 'configurator/allsoundcardcomponents', 'soundcard'],
  ['networkingsswithflag', 'configurator/allnetworkingcomponents', 'networking'],
  ['cpucoolingcomponentswithflag', 'configurator/allcpucoolingcomponents?chipset=2', 'coolingCpu'],
  [
    'fanscomponentswithflag',
    `configurator/allcasecoolingcomponents?caseId=${AMD_HIGH_END.case}`,
    'fans',
  ],
] as const;

const BLOCKING = new Set(['error', 'missingslot']);

describe.each(testDatabaseKinds())('flagged lists (%s)', (kind) => {
  const under = appUnderTest(kind);

  const flagged = async (path: string, body: object): Promise<ComponentItem[]> =>
    flaggedListResponseSchema.parse((await under.client.post(path, body)).json()).data;
  const blockingFor = async (body: object, id: string) => {
    const data = validationResponseSchema.parse(dataOf(await under.client.post('validate', body)));
    return data.issues.filter(
      (i) => BLOCKING.has(i.type) && [i.mainComponent, i.connectingComponent].flat().includes(id),
    );
  };

  it('warms every flagged list after start-up for a pre-configured build, without a failure', async () => {
    const errors: unknown[] = [];
    const { done } = warmFlagging(under.app.catalog.current, (error) => errors.push(error));
    expect(await done).toBe(FLAGGED_LIST_COUNT);
    expect(errors).toEqual([]);
  });

  it.each(LISTS)(
    '%s lists the same items in the same order as %s, each flagged',
    async (path, listUrl) => {
      const listed = dataOf<ComponentItem[]>(await under.client.get(listUrl));
      const items = await flagged(path, AMD_HIGH_END);
      expect(items.map(({ isCompatible: _flag, ...rest }) => rest)).toEqual(
        listed.map(({ isCompatible: _flag, ...rest }) => rest),
      );
      expect(
        items.every(
          (i) => i.isCompatible === true || i.isCompatible === false || i.isCompatible === null,
        ),
      ).toBe(true);
      expect(items.some((i) => i.isCompatible !== null)).toBe(true);
    },
  );

  it.each(LISTS)('%s agrees with validate for its candidates', async (path, _list, field) => {
    const items = await flagged(path, AMD_HIGH_END);
    // A handful of each answer keeps the test quick while covering both outcomes.
    const sample = [
      ...items.filter((i) => i.isCompatible === false).slice(0, 3),
      ...items.filter((i) => i.isCompatible === true).slice(0, 3),
    ];
    for (const item of sample) {
      const body = {
        ...AMD_HIGH_END,
        [field]: item.id,
        ...(field === 'fans' ? { fansTotal: 1 } : {}),
      };
      const blocking = await blockingFor(body, item.id);
      expect(
        blocking.length > 0,
        `${item.id}: flagged ${item.isCompatible}, issues ${blocking.map((i) => i.tag).join(', ')}`,
      ).toBe(item.isCompatible === false);
    }
  });

  it('answers compressed by Accept-Encoding (brotli, else gzip), the same JSON as uncompressed', async () => {
    const plain = await under.client.post('gpucomponentswithflag', AMD_HIGH_END);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await under.client.post('gpucomponentswithflag', AMD_HIGH_END, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await under.client.post('gpucomponentswithflag', AMD_HIGH_END, {
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A small answer goes as it is.
    const small = await under.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('flags an AM4 board incompatible with an AM5 processor, and the chosen board compatible', async () => {
    const boards = await flagged('motherboardcomponentswithflag', { ...AMD_HIGH_END, chipset: 2 });
    expect(boards.length).toBeGreaterThan(0);
    const am4 = boards.find((b) => b.id === 'motherboard-msi-b550-tomahawk');
    expect(am4?.isCompatible).toBe(false);
    expect(boards.find((b) => b.id === AMD_HIGH_END.motherboard)?.isCompatible).toBe(true);
  });

  it('flags nothing (null) before a chipset and case are chosen', async () => {
    const items = await flagged('gpucomponentswithflag', {});
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.isCompatible === null)).toBe(true);
  });

  it('judges storage in the field the wizard is at, or the one asked for', async () => {
    // With one M.2 drive already primary, the board's remaining M.2 slots decide for a second drive.
    const atSecondary = { ...INTEL_MID_RANGE, secondaryStorage: null, buildSubStep: 6 };
    const bySubStep = await flagged('storagecomponentswithflag', atSecondary);
    const byQuery = await flagged('storagecomponentswithflag?field=secondaryStorage', {
      ...atSecondary,
      buildSubStep: 1,
    });
    expect(bySubStep.map((i) => i.isCompatible)).toEqual(byQuery.map((i) => i.isCompatible));
    const bad = await under.client.post('storagecomponentswithflag?field=gpu', atSecondary);
    expect(bad.statusCode).toBe(400);
  });

  it('lists all fans, unflagged, when the build has no case', async () => {
    const items = await flagged('fanscomponentswithflag', { chipset: 2 });
    expect(items.length).toBe(under.app.catalog.current.listings('fans').length);
  });

  const withView = (path: string, view: string) =>
    `${path}${path.includes('?') ? '&' : '?'}view=${view}`;

  it.each(LISTS)(
    '%s?view=flags gives the same flags, in the order of the compact list, with a reason for each false',
    async (path, listUrl) => {
      const full = await flagged(path, AMD_HIGH_END);
      const res = await under.client.post(withView(path, 'flags'), AMD_HIGH_END);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const flags = compactFlagsResponseSchema.parse(res.json()).data;
      const list = dataOf<CompactList>(await under.client.get(withView(listUrl, 'compact')));
      expect(flags.version).toBe(list.version);
      expect(list.id).toEqual(full.map((item) => item.id));
      expect([...flags.flags].map(flagValue)).toEqual(full.map((item) => item.isCompatible));
      const reasons = reasonsByItem(flags, list.id.length);
      full.forEach((item, i) => {
        if (item.isCompatible === false) expect(reasons?.[i], item.id).toMatch(/\S/);
        else expect(reasons?.[i]).toBeNull();
      });
    },
  );

  it('gives an AM4 board a reason naming the sockets, in words that fit its own row', async () => {
    const res = await under.client.post('motherboardcomponentswithflag?view=flags', AMD_HIGH_END);
    const flags = compactFlagsResponseSchema.parse(res.json()).data;
    const list = dataOf<CompactList>(
      await under.client.get(
        'configurator/allmotherboardcomponents?caseSize=2&chipset=2&view=compact',
      ),
    );
    const at = list.id.indexOf('motherboard-msi-b550-tomahawk');
    expect(flags.flags[at]).toBe('0');
    expect(reasonsByItem(flags, list.id.length)?.[at]).toMatch(
      /^The AMD Ryzen 7 9800X3D needs the AM5 socket, but this motherboard has the AM4 socket\.$/,
    );
    // Parts with the same conflict share one sentence of the dictionary.
    expect(flags.reasons.length).toBeLessThanOrEqual(flags.reasonOf.length);
    expect(new Set(flags.reasons).size).toBe(flags.reasons.length);
  });

  it('answers a build judged before as it did, and judges afresh when another part changes', async () => {
    const path = 'motherboardcomponentswithflag?view=flags';
    const list = dataOf<CompactList>(
      await under.client.get(
        'configurator/allmotherboardcomponents?caseSize=2&chipset=2&view=compact',
      ),
    );
    const at = list.id.indexOf('motherboard-msi-b550-tomahawk');
    const first = (await under.client.post(path, AMD_HIGH_END)).body;
    expect(compactFlagsResponseSchema.parse(JSON.parse(first)).data.flags[at]).toBe('0');
    expect((await under.client.post(path, AMD_HIGH_END)).body).toBe(first);
    // The board chosen is replaced by each candidate: it changes nothing.
    const otherBoard = { ...AMD_HIGH_END, motherboard: 'motherboard-msi-b550-tomahawk' };
    expect((await under.client.post(path, otherBoard)).body).toBe(first);
    // An AM4 processor is another build: the AM4 board's socket fits it now.
    const am4 = { ...AMD_HIGH_END, cpu: 'cpu-amd-ryzen-7-5800x3d' };
    const judged = compactFlagsResponseSchema.parse(
      (await under.client.post(path, am4)).json(),
    ).data;
    expect(reasonsByItem(judged, list.id.length)?.[at]).not.toMatch(/socket/);
  });

  it('answers the compact flags a fraction of the spec shape on the wire', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const full = await under.client.post('gpucomponentswithflag', AMD_HIGH_END, headers);
    const compact = await under.client.post(
      'gpucomponentswithflag?view=flags',
      AMD_HIGH_END,
      headers,
    );
    expect(compact.statusCode).toBe(200);
    expect(compact.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
  });

  it('expands the compact list to the spec list (shortName aside)', async () => {
    const spec = dataOf<ComponentItem[]>(await under.client.get('configurator/allgpucomponents'));
    const list = dataOf<CompactList>(
      await under.client.get('configurator/allgpucomponents?view=compact'),
    );
    const expanded = expandCompactList(list, 'gpu');
    // The compact list adds the options' key-spec line and stock, which the spec's shape lacks.
    expect(expanded.map(({ keySpecs: _k, stock: _s, ...item }) => item)).toEqual(
      spec.map((item) => ({ ...item, shortName: item.longName })),
    );
    expect(expanded.every((item) => typeof item.keySpecs === 'string')).toBe(true);
  });

  it('answers 400 for an unknown view', async () => {
    const res = await under.client.post('gpucomponentswithflag?view=everything', AMD_HIGH_END);
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 naming the field for an unknown id in the build', async () => {
    const res = await under.client.post('psucomponentswithflag', {
      ...AMD_HIGH_END,
      cpu: 'cpu-unknown',
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { properties: string[] }[] }).errors[0]?.properties).toEqual([
      'cpu',
    ]);
  });
});
