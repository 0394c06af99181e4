/**
 * Test data for the configurator's component tests: a small catalogue, a validation that
 * answers per test, and request handlers for every list, flag and build call the screen makes.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { createBuild, type Build } from '../../../domain/build/build-model';
import { CONFIGURE_SUB_STEPS, type ConfigureCategory } from '../../../domain/catalog/categories';
import type { ValidationResponse } from '../../../domain/contracts/build';
import type { BuildOverview } from '../../../domain/contracts/build-api';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { compactList, encodeFlags, type ListedItem } from '../../../domain/contracts/compact-list';
import type { Issue } from '../../../domain/issues/issue-types';
import type { MockHandlers } from '../../test/api-mock';

// The code-split modals, loaded before any test: a fake clock cannot wait for a real import.
await Promise.all([import('../../ui/modal/issue-modal'), import('../../ui/modal/confirm-modal')]);

export const part = (
  id: string,
  category: ComponentItem['category'],
  brand: string,
  price: number,
  extra: Partial<ListedItem> = {},
): ListedItem => ({
  id,
  category,
  longName: `${brand} ${id}`,
  shortName: id,
  brand,
  description: `About ${id}`,
  price,
  imageUrl: `/images/${id}.svg`,
  imagery: null,
  maxNumAllowed: null,
  isCompatible: null,
  ...extra,
});

export const CATALOGUE = {
  cpu: [part('cpu-7600', 'cpu', 'AMD', 199), part('cpu-9800', 'cpu', 'AMD', 449)],
  motherboard: [
    part('mb-b650', 'motherboard', 'MSI', 149),
    part('mb-z790', 'motherboard', 'ASUS', 249),
  ],
  memory: [part('mem-32', 'memory', 'Corsair', 99)],
  gpu: [part('gpu-5070', 'gpu', 'MSI', 549), part('gpu-pre', 'gpu', 'ASUS', 999)],
  storage: [part('ssd-1tb', 'storage', 'Samsung', 89)],
  psu: [part('psu-750', 'psu', 'Corsair', 89, { longName: 'Corsair RM750e 750W Gold' })],
  coolingCpu: [part('cooler-ak620', 'coolingCpu', 'DeepCool', 59)],
  fans: [part('fans-p12', 'fans', 'Arctic', 29, { maxNumAllowed: 3 })],
  soundcard: [part('sound-onboard', 'soundcard', 'Onboard', 0)],
  networking: [part('net-onboard', 'networking', 'Onboard', 0)],
  os: [part('os-win11', 'os', 'Microsoft', 99)],
} satisfies Record<string, ComponentItem[]>;

const ALL = Object.values(CATALOGUE).flat();
const priceOf = (id: string | null) => ALL.find((item) => item.id === id)?.price ?? 0;

export const READY = createBuild({
  chipset: 2,
  case: 'case-a',
  caseSize: 2,
  buildStep: 3,
  buildSubStep: 1,
  buildStart: true,
});

export const issue = (fields: Partial<Issue> & Pick<Issue, 'type' | 'route'>): Issue => ({
  tag: `${fields.type}-tag`,
  message: `A ${fields.type} problem.`,
  detail: '',
  mainComponent: null,
  connectingComponent: null,
  ...fields,
});

/** The validation answer: the sum of the chosen prices, plus the problems `problems(body)` gives. */
export function validation(
  body: Build,
  problems: (body: Build) => Partial<Pick<ValidationResponse, 'issues' | 'warnings'>> = () => ({}),
): ValidationResponse {
  const ids = [body.cpu, body.motherboard, body.memory, body.gpu, body.storage, body.psu, body.os];
  const total =
    ids.reduce((sum, id) => sum + priceOf(id), 0) + priceOf(body.fans) * (body.fansTotal ?? 0);
  return {
    issues: [],
    warnings: [],
    totalCost: Math.round(total * 100) / 100,
    assembly: null,
    power: { estimatedW: body.cpu ? 320 : 60, recommendedW: body.cpu ? 550 : 300, complete: true },
    ...problems(body),
  };
}

const FIELDS = ['cpu', 'motherboard', 'memory', 'gpu', 'storage', 'psu', 'fans', 'os'] as const;

/** The build overview of the chosen parts (the assist product summary lists them). */
function overview(body: Build): BuildOverview {
  const components = FIELDS.flatMap((field) => {
    const item = ALL.find((candidate) => candidate.id === body[field]);
    if (!item) return [];
    const quantity = field === 'fans' ? (body.fansTotal ?? 1) : 1;
    return [{ ...item, category: field, quantity }];
  });
  return {
    route: 'configurator',
    components,
    buildTime: { workingDays: 7, text: '7 working days' },
    totalPrice: validation(body).totalCost,
    caseImage: null,
  };
}

/** The catalogue version every mock list and flag answer names (they line up). */
const VERSION = 1;

/** Flags: `incompatible` ids answer isCompatible false (with `reasons[id]`), the rest true. */
const flagged = (
  items: ComponentItem[],
  incompatible: readonly string[],
  reasons: Readonly<Record<string, string>>,
  version = VERSION,
) =>
  encodeFlags(
    version,
    items.map((item) => !incompatible.includes(item.id)),
    items.map((item) => reasons[item.id] ?? null),
  );

export interface ApiOptions {
  problems?: Parameters<typeof validation>[1];
  incompatible?: readonly string[];
  /** The server's reason for an incompatible id. */
  reasons?: Readonly<Record<string, string>>;
  /** The catalogue version the flags name (the lists name 1): another one does not line up. */
  flagsVersion?: number;
  lists?: Partial<Record<keyof typeof CATALOGUE, ListedItem[]>>;
}

export function configuratorApi(options: ApiOptions = {}): MockHandlers {
  const list = (category: keyof typeof CATALOGUE) => () =>
    compactList(VERSION, options.lists?.[category] ?? CATALOGUE[category], (item) => {
      const { keySpecs = '', stock = null } = item as ListedItem;
      return { keySpecs, stock };
    });
  const flags = (category: keyof typeof CATALOGUE) => () =>
    flagged(
      options.lists?.[category] ?? CATALOGUE[category],
      options.incompatible ?? [],
      options.reasons ?? {},
      options.flagsVersion,
    );
  return {
    'GET configurator/allcpucomponents': list('cpu'),
    'GET configurator/allmotherboardcomponents': list('motherboard'),
    'GET configurator/allmemorycomponents': list('memory'),
    'GET configurator/allgpucomponents': list('gpu'),
    'GET configurator/allstoragecomponents': list('storage'),
    'GET configurator/allpsucomponents': list('psu'),
    'GET configurator/allcpucoolingcomponents': list('coolingCpu'),
    'GET configurator/allcasecoolingcomponents': list('fans'),
    'GET configurator/allsoundcardcomponents': list('soundcard'),
    'GET configurator/allnetworkingcomponents': list('networking'),
    'GET configurator/allOperatingSystemComponents': list('os'),
    'GET configurator/allBuildSetTypes': () => [],
    'POST configurator/motherboardcomponentswithflag': flags('motherboard'),
    'POST configurator/memorycomponentswithflag': flags('memory'),
    'POST configurator/gpucomponentswithflag': flags('gpu'),
    'POST configurator/storagecomponentswithflag': flags('storage'),
    'POST configurator/psucomponentswithflag': flags('psu'),
    'POST configurator/cpucoolingcomponentswithflag': flags('coolingCpu'),
    'POST configurator/fanscomponentswithflag': flags('fans'),
    'POST configurator/soundcardsswithflag': flags('soundcard'),
    'POST configurator/networkingsswithflag': flags('networking'),
    'POST configurator/validate': ({ body }) => validation(body, options.problems),
    'POST configurator/buildOverview': ({ body }) => overview(body),
    // The compatibility modal's parts that fit (parts-that-fit.test.tsx answers with some).
    'POST configurator/partsthatfit': ({ query }) => ({
      field: partField(query.get('field')),
      current: null,
      parts: [],
    }),
  };
}

const partField = (field: string | null): ConfigureCategory =>
  CONFIGURE_SUB_STEPS.find((known) => known === field) ?? 'cpu';

/** Lets lazy chunks, fetches and timers settle under fake timers. */
export async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 12; round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** settle() after one animation frame: what waits for the next paint (a dropdown's flags) runs. */
export async function settleFrame() {
  await settle();
  await act(async () => {
    vi.advanceTimersToNextFrame();
  });
  await settle(1); // the fake clock runs a zero timeout a millisecond on
}

export const expertBuild = (fields: Partial<Build> = {}): Build => ({
  ...READY,
  buildMode: 'expert',
  ...fields,
});
