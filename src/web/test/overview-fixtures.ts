/** Answers of the overview calls for component tests of the summary screens. */
import type {
  BuildOverview,
  OverviewComponent,
  SavedBuildResponse,
} from '../../domain/contracts/build-api';
import type { PreconfiguredBuild } from '../../domain/contracts/preconfigured-builds';

const part = (
  category: OverviewComponent['category'],
  id: string,
  longName: string,
  price: number,
  quantity = 1,
): OverviewComponent => ({
  category,
  id,
  longName,
  shortName: longName.split(' ').slice(0, 2).join(' '),
  brand: longName.split(' ')[0] ?? '',
  description: `About the ${longName}.`,
  imageUrl: `/media/products/${id}.svg`,
  price,
  quantity,
});

export const OVERVIEW_COMPONENTS: OverviewComponent[] = [
  part('case', 'case-a', 'Fractal North Mid Tower', 129.99),
  part('cpu', 'cpu-a', 'AMD Ryzen 7 7800X3D', 339),
  part('motherboard', 'board-a', 'MSI B650 Tomahawk', 189.5),
  part('memory', 'memory-a', 'Corsair Vengeance 32 GB DDR5-6000', 104),
  part('gpu', 'gpu-a', 'Sapphire Pulse Radeon RX 9070 XT', 1219.99),
  part('storage', 'ssd-a', 'Samsung 990 Pro 2 TB', 149),
  part('psu', 'psu-a', 'Corsair RM850e', 99),
  part('coolingCpu', 'cooler-a', 'Thermalright Peerless Assassin 120 SE', 34.9),
  part('fans', 'fans-a', 'Arctic P12 PWM PST', 6.5, 3),
  part('sundries', 'sundry-a', 'Assembly and testing', 60),
];

export function overviewAnswer(overrides: Partial<BuildOverview> = {}): BuildOverview {
  return {
    route: 'overview',
    components: OVERVIEW_COMPONENTS,
    buildTime: { workingDays: 7, text: '7 working days' },
    totalPrice: 2346.88,
    caseImage: '/media/cases/case-a/main.svg',
    ...overrides,
  };
}

const SELECTIONS = {
  chipset: 2 as const,
  case: 'case-a',
  caseSize: 2 as const,
  cpu: 'cpu-a',
  motherboard: 'board-a',
  memory: 'memory-a',
  gpu: 'gpu-a',
  storage: 'ssd-a',
  secondaryStorage: null,
  tertiaryStorage: null,
  psu: 'psu-a',
  coolingCpu: 'cooler-a',
  fans: 'fans-a',
  fansTotal: 3,
  soundcard: null,
  networking: null,
  os: null,
  sundries: 'sundry-a',
};

/** GET configurator/build/{id} for a saved build of the overview's parts. */
export function savedBuildAnswer(
  publicId: string,
  overrides: Partial<SavedBuildResponse> = {},
): SavedBuildResponse {
  return {
    publicId,
    build: SELECTIONS,
    completed: false,
    createdAt: '2026-03-02T09:00:00.000Z',
    totalPrice: 2346.88,
    buildTime: { workingDays: 7, text: '7 working days' },
    components: OVERVIEW_COMPONENTS,
    caseImage: '/media/cases/case-a/main.svg',
    ...overrides,
  };
}

/** GET configurator/preconfiguredbuild/{id} (the card is not shown by these screens). */
export function preconfiguredBuildAnswer(
  publicId: string,
  overrides: Partial<PreconfiguredBuild> = {},
): PreconfiguredBuild {
  return {
    publicId,
    name: 'Ember 1440p',
    description: 'A quiet AMD build for high settings at 1440p.',
    caseImage: '/media/cases/case-a/main.svg',
    components: OVERVIEW_COMPONENTS,
    totalPrice: 2346.88,
    buildTime: { workingDays: 7, text: '7 working days' },
    build: SELECTIONS,
    listed: true,
    // The item is the listing card; these screens never read it.
    item: {} as PreconfiguredBuild['item'],
    ...overrides,
  };
}
