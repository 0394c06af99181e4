/**
 * Pre-configured build items and filter entries for component tests, shaped by the contract
 * (domain/contracts/preconfigured-builds.ts) so a changed contract fails to compile here.
 */
import type {
  BuildsPage,
  FilterEntry,
  PreconfiguredBuildItem,
} from '../../domain/contracts/preconfigured-builds';

export function aBuildItem(
  n: number,
  overrides: Partial<PreconfiguredBuildItem> = {},
): PreconfiguredBuildItem {
  const publicId = `pc-test-build-number-${n}`;
  const price = 1000 + n * 100 + 0.99;
  return {
    publicId,
    link: `/build-overview/${publicId}`,
    title: `Test Rig ${n}`,
    subTitle: 'AMD · 1440p',
    description: `A balanced test build number ${n}.`,
    chipset: 2,
    image: `/media/cases/case-${n}.svg`,
    image2x: null,
    imageAlt: `The case of Test Rig ${n}`,
    specs: [
      { category: 'cpu', label: 'Processor (CPU)', value: `AMD Ryzen 5 76${n}0` },
      { category: 'gpu', label: 'Graphics Card', value: 'NVIDIA GeForce RTX 5070' },
    ],
    totalPrice: price,
    minPrice: price,
    assembly: { id: 'assembly-mid', name: 'Rigforge Assembly and Test (Mid Tower)', price: 89 },
    buildTime: { workingDays: 7, text: '7 working days' },
    info: { time: '7 working days', price },
    buttonTitle: 'Add to Basket',
    isFeatured: n <= 6,
    isHighlighted: n === 2,
    games: [{ id: 1, name: 'Cyberpunk 2077' }],
    resolutions: [{ id: 2, name: '1440p' }],
    tagReason: 'A performance card.',
    saveBuild: {
      chipset: 2,
      case: `case-${n}`,
      caseSize: 2,
      cpu: `cpu-${n}`,
      motherboard: 'board-1',
      memory: 'memory-1',
      gpu: 'gpu-1',
      storage: 'ssd-1',
      secondaryStorage: null,
      tertiaryStorage: null,
      psu: 'psu-1',
      coolingCpu: 'cooler-1',
      fans: null,
      fansTotal: null,
      soundcard: null,
      networking: null,
      os: 'os-1',
      sundries: 'assembly-mid',
    },
    ctas: [
      { kind: 'addToBasket', title: 'Add to Basket', link: null },
      { kind: 'viewBuild', title: 'View build', link: `/build-overview/${publicId}` },
    ],
    ...overrides,
  };
}

/** A page of `count` items numbered from `first`. */
export function aBuildsPage(
  first: number,
  count: number,
  paging: Partial<Omit<BuildsPage, 'items'>> = {},
): BuildsPage {
  const items = Array.from({ length: count }, (_, i) => aBuildItem(first + i));
  return { items, pageCount: 1, pageNumber: 1, pageSize: 9, totalCount: count, ...paging };
}

export const GAME_FILTERS: FilterEntry[] = [
  { id: 1, name: 'Cyberpunk 2077', categoryName: 'Action RPG' },
  { id: 2, name: 'Valorant', categoryName: 'Competitive shooter' },
  { id: 3, name: 'Counter-Strike 2', categoryName: 'Competitive shooter' },
];

export const RESOLUTION_FILTERS: FilterEntry[] = [
  { id: 1, name: '1080p', categoryName: 'Full HD (1920 × 1080)' },
  { id: 2, name: '1440p', categoryName: 'Quad HD (2560 × 1440)' },
  { id: 3, name: '4K', categoryName: 'Ultra HD (3840 × 2160)' },
];
