/** Answers of the overview calls for component tests of the summary screens. */
import type { BuildOverview, OverviewComponent } from '../../domain/contracts/build-api';

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
