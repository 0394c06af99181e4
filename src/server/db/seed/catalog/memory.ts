/** DDR4 and DDR5 memory kits with their rated speeds, timings and heights. */
import type { MemoryProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

interface Kit {
  id: string;
  brand: string;
  series: string;
  type: 'DDR4' | 'DDR5';
  modules: number;
  moduleSizeGb: number;
  speedMts: number;
  casLatency: number;
  heightMm: number;
  rgb: boolean;
  pounds: number;
  description: string;
}

/** Names follow the retailers' pattern: series, total size (modules x size), type-speed, CL. */
function kit(k: Kit): MemoryProduct {
  const total = k.modules * k.moduleSizeGb;
  return curated('memory', {
    id: k.id,
    brand: k.brand,
    longName: `${k.brand} ${k.series} ${total}GB (${k.modules}x${k.moduleSizeGb}GB) ${k.type}-${k.speedMts} CL${k.casLatency}${k.rgb ? ' RGB' : ''} Memory Kit`,
    shortName: `${k.series} ${total}GB ${k.type}-${k.speedMts}`,
    description: k.description,
    pounds: k.pounds,
    specs: {
      type: k.type,
      speedMts: k.speedMts,
      modules: k.modules,
      moduleSizeGb: k.moduleSizeGb,
      casLatency: k.casLatency,
      heightMm: k.heightMm,
      rgb: k.rgb,
      // Every curated kit is an unbuffered, non-ECC desktop kit.
      registered: false,
      ecc: false,
    },
  });
}

export const memoryKits: MemoryProduct[] = [
  kit({
    id: 'memory-corsair-vengeance-lpx-16gb-ddr4-3200',
    brand: 'Corsair',
    series: 'Vengeance LPX',
    type: 'DDR4',
    modules: 2,
    moduleSizeGb: 8,
    speedMts: 3200,
    casLatency: 16,
    heightMm: 34,
    rgb: false,
    pounds: 34.99,
    description: 'Low-profile DDR4 that clears any air cooler. Enough for today’s esports titles.',
  }),
  kit({
    id: 'memory-corsair-vengeance-lpx-32gb-ddr4-3200',
    brand: 'Corsair',
    series: 'Vengeance LPX',
    type: 'DDR4',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 3200,
    casLatency: 16,
    heightMm: 34,
    rgb: false,
    pounds: 59.99,
    description: 'The dependable 32 GB DDR4 kit, low enough to sit under big tower coolers.',
  }),
  kit({
    id: 'memory-corsair-vengeance-lpx-64gb-4x16-ddr4-3200',
    brand: 'Corsair',
    series: 'Vengeance LPX',
    type: 'DDR4',
    modules: 4,
    moduleSizeGb: 16,
    speedMts: 3200,
    casLatency: 16,
    heightMm: 34,
    rgb: false,
    pounds: 114.99,
    description:
      'Four 16 GB sticks for boards with four slots: room for big projects and many browser tabs.',
  }),
  kit({
    id: 'memory-gskill-ripjaws-v-32gb-ddr4-3600',
    brand: 'G.SKILL',
    series: 'Ripjaws V',
    type: 'DDR4',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 3600,
    casLatency: 16,
    heightMm: 42,
    rgb: false,
    pounds: 64.99,
    description: 'Fast DDR4-3600 CL16, the sweet spot for Ryzen 5000 processors.',
  }),
  kit({
    id: 'memory-kingston-fury-beast-rgb-32gb-ddr4-3200',
    brand: 'Kingston',
    series: 'FURY Beast RGB',
    type: 'DDR4',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 3200,
    casLatency: 16,
    heightMm: 42.2,
    rgb: true,
    pounds: 69.99,
    description: 'DDR4 with smooth RGB lighting and plug-and-play XMP profiles.',
  }),
  kit({
    id: 'memory-gskill-trident-z-neo-64gb-ddr4-3600',
    brand: 'G.SKILL',
    series: 'Trident Z Neo',
    type: 'DDR4',
    modules: 2,
    moduleSizeGb: 32,
    speedMts: 3600,
    casLatency: 18,
    heightMm: 44,
    rgb: true,
    pounds: 139.99,
    description: 'Tuned for Ryzen, with a brushed-aluminium spreader and RGB light bar.',
  }),
  kit({
    id: 'memory-corsair-vengeance-32gb-ddr5-6000',
    brand: 'Corsair',
    series: 'Vengeance',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 6000,
    casLatency: 36,
    heightMm: 34,
    rgb: false,
    pounds: 94.99,
    description: 'Plain, low-profile DDR5-6000 that fits under any cooler.',
  }),
  kit({
    id: 'memory-kingston-fury-beast-32gb-ddr5-6000',
    brand: 'Kingston',
    series: 'FURY Beast',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 6000,
    casLatency: 30,
    heightMm: 34.9,
    rgb: false,
    pounds: 99.99,
    description:
      'DDR5-6000 CL30 with XMP and EXPO profiles: the right match for Ryzen 7000 and 9000.',
  }),
  kit({
    id: 'memory-gskill-flare-x5-32gb-ddr5-6000',
    brand: 'G.SKILL',
    series: 'Flare X5',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 6000,
    casLatency: 30,
    heightMm: 33,
    rgb: false,
    pounds: 109.99,
    description: 'Low-profile DDR5 with AMD EXPO, made for compact AM5 builds.',
  }),
  kit({
    id: 'memory-gskill-trident-z5-rgb-32gb-ddr5-6400',
    brand: 'G.SKILL',
    series: 'Trident Z5 RGB',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 16,
    speedMts: 6400,
    casLatency: 32,
    heightMm: 44,
    rgb: true,
    pounds: 129.99,
    description: 'Fast DDR5-6400 with a diffused RGB light bar, tuned for Intel platforms.',
  }),
  kit({
    id: 'memory-corsair-vengeance-rgb-64gb-ddr5-6000',
    brand: 'Corsair',
    series: 'Vengeance RGB',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 32,
    speedMts: 6000,
    casLatency: 30,
    heightMm: 44,
    rgb: true,
    pounds: 199.99,
    description: '64 GB of fast DDR5 with ten-zone RGB, for creators who also game.',
  }),
  kit({
    id: 'memory-corsair-dominator-titanium-64gb-ddr5-6600',
    brand: 'Corsair',
    series: 'Dominator Titanium',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 32,
    speedMts: 6600,
    casLatency: 32,
    heightMm: 56,
    rgb: true,
    pounds: 289.99,
    description:
      'Premium DDR5 with a tall machined heatspreader; check your cooler’s memory clearance.',
  }),
  kit({
    id: 'memory-kingston-fury-beast-96gb-ddr5-5600',
    brand: 'Kingston',
    series: 'FURY Beast',
    type: 'DDR5',
    modules: 2,
    moduleSizeGb: 48,
    speedMts: 5600,
    casLatency: 40,
    heightMm: 34.9,
    rgb: false,
    pounds: 259.99,
    description: '96 GB in two sticks for heavy editing, simulation and virtual machines.',
  }),
];
