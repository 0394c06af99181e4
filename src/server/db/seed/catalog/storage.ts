/** NVMe and SATA SSDs and hard drives; `storage` products serve all three storage fields of a build. */
import type { StorageProduct } from '../../../../domain/catalog/specs';
import { curated, preorder } from './curated-product';

type Kind = StorageProduct['specs']['kind'];
interface Drive {
  id: string;
  brand: string;
  model: string;
  kind: Kind;
  capacityGb: number;
  readMbs: number;
  iface?: string;
  pounds: number;
  description: string;
  stock?: ReturnType<typeof preorder>;
}

const FORM_FACTOR = { nvme: 'M.2 2280', 'sata-ssd': '2.5"', hdd: '3.5"' } as const;
const KIND_NAME = {
  nvme: 'M.2 NVMe SSD',
  'sata-ssd': '2.5" SATA SSD',
  hdd: '3.5" Hard Drive',
} as const;
const sizeLabel = (gb: number) => (gb >= 1000 ? `${gb / 1000}TB` : `${gb}GB`);

function drive(d: Drive): StorageProduct {
  return curated('storage', {
    id: d.id,
    brand: d.brand,
    longName: `${d.brand} ${d.model} ${sizeLabel(d.capacityGb)} ${KIND_NAME[d.kind]}`,
    shortName: `${d.model} ${sizeLabel(d.capacityGb)}`,
    description: d.description,
    pounds: d.pounds,
    ...(d.stock ? { stock: d.stock } : {}),
    specs: {
      kind: d.kind,
      interface: d.iface ?? (d.kind === 'nvme' ? 'PCIe 4.0 x4 NVMe' : 'SATA III'),
      formFactor: FORM_FACTOR[d.kind],
      capacityGb: d.capacityGb,
      readMbs: d.readMbs,
    },
  });
}

const GEN5 = 'PCIe 5.0 x4 NVMe';

export const drives: StorageProduct[] = [
  drive({
    id: 'storage-samsung-990-pro-1tb',
    brand: 'Samsung',
    model: '990 PRO',
    kind: 'nvme',
    capacityGb: 1000,
    readMbs: 7450,
    pounds: 84.99,
    description: 'One of the fastest PCIe 4.0 drives: games load in moments.',
  }),
  drive({
    id: 'storage-samsung-990-pro-2tb',
    brand: 'Samsung',
    model: '990 PRO',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 7450,
    pounds: 149.99,
    description: 'Room for a big game library at full PCIe 4.0 speed.',
  }),
  drive({
    id: 'storage-samsung-9100-pro-2tb',
    brand: 'Samsung',
    model: '9100 PRO',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 14700,
    iface: GEN5,
    pounds: 219.99,
    stock: preorder('2026-12-05'),
    description: 'Samsung’s PCIe 5.0 drive at up to 14,700 MB/s. Pre-order now.',
  }),
  drive({
    id: 'storage-wd-black-sn850x-1tb',
    brand: 'WD_BLACK',
    model: 'SN850X',
    kind: 'nvme',
    capacityGb: 1000,
    readMbs: 7300,
    pounds: 74.99,
    description: 'A gamer’s favourite PCIe 4.0 drive with a game mode that keeps it responsive.',
  }),
  drive({
    id: 'storage-wd-black-sn850x-2tb',
    brand: 'WD_BLACK',
    model: 'SN850X',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 7300,
    pounds: 129.99,
    description: 'Two terabytes of fast PCIe 4.0 storage for games and captures.',
  }),
  drive({
    id: 'storage-crucial-t705-2tb',
    brand: 'Crucial',
    model: 'T705',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 14500,
    iface: GEN5,
    pounds: 229.99,
    description: 'PCIe 5.0 speed for huge projects. Best in a board slot with a heatsink.',
  }),
  drive({
    id: 'storage-crucial-t500-2tb',
    brand: 'Crucial',
    model: 'T500',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 7400,
    pounds: 119.99,
    description: 'Top PCIe 4.0 speed at a fair price, and cool-running.',
  }),
  drive({
    id: 'storage-crucial-p3-plus-1tb',
    brand: 'Crucial',
    model: 'P3 Plus',
    kind: 'nvme',
    capacityGb: 1000,
    readMbs: 5000,
    pounds: 54.99,
    description: 'An affordable NVMe drive that is still many times faster than SATA.',
  }),
  drive({
    id: 'storage-kingston-nv3-2tb',
    brand: 'Kingston',
    model: 'NV3',
    kind: 'nvme',
    capacityGb: 2000,
    readMbs: 6000,
    pounds: 99.99,
    description: 'Lots of fast storage for the money, ideal as a second games drive.',
  }),
  drive({
    id: 'storage-samsung-870-evo-1tb',
    brand: 'Samsung',
    model: '870 EVO',
    kind: 'sata-ssd',
    capacityGb: 1000,
    readMbs: 560,
    pounds: 74.99,
    description: 'A reliable SATA SSD for boards whose M.2 slots are full.',
  }),
  drive({
    id: 'storage-crucial-mx500-2tb',
    brand: 'Crucial',
    model: 'MX500',
    kind: 'sata-ssd',
    capacityGb: 2000,
    readMbs: 560,
    pounds: 109.99,
    description: 'Two terabytes of quiet SATA flash storage for your library.',
  }),
  drive({
    id: 'storage-seagate-barracuda-2tb',
    brand: 'Seagate',
    model: 'BarraCuda',
    kind: 'hdd',
    capacityGb: 2000,
    readMbs: 220,
    pounds: 59.99,
    description: 'A 7200 rpm hard drive for photos, videos and backups.',
  }),
  drive({
    id: 'storage-wd-blue-4tb',
    brand: 'WD',
    model: 'Blue',
    kind: 'hdd',
    capacityGb: 4000,
    readMbs: 180,
    pounds: 84.99,
    description: 'Four terabytes of budget bulk storage for media and archives.',
  }),
  drive({
    id: 'storage-seagate-ironwolf-8tb',
    brand: 'Seagate',
    model: 'IronWolf',
    kind: 'hdd',
    capacityGb: 8000,
    readMbs: 210,
    pounds: 189.99,
    description: 'An 8 TB drive built to run around the clock, with data-recovery cover.',
  }),
];
