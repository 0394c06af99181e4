import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '../../catalog/catalog-row';
import type { MapResult } from '../shared/map-result';
import { validateRow } from '../validate-row';
import { PC_PART_FILES } from './files';

const options = { usdToGbp: 0.79 };
const map = (file: string, record: unknown): MapResult => PC_PART_FILES[file]!(record, options);

/** The row of a mapping that must succeed, checked against the product schema. */
function rowOf(result: MapResult): CatalogRow {
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`);
  const checked = validateRow(result.row);
  if ('invalid' in checked) throw new Error(checked.invalid);
  return checked.row;
}
const specsOf = (row: CatalogRow) => row.specs as Record<string, unknown>;

describe('pc-part-dataset CPU', () => {
  const ryzen = {
    name: 'AMD Ryzen 7 9800X3D',
    price: 451.5,
    core_count: 8,
    core_clock: 4.7,
    boost_clock: 5.2,
    microarchitecture: 'Zen 5',
    tdp: 120,
    graphics: 'Radeon',
  };

  it('derives the socket and memory from the microarchitecture and converts the price', () => {
    const row = rowOf(map('cpu.jsonl', ryzen));
    expect(row).toMatchObject({
      category: 'cpu',
      brand: 'AMD',
      shortName: 'Ryzen 7 9800X3D',
      source: 'pc-part-dataset',
      pricePence: 35669,
    });
    expect(specsOf(row)).toMatchObject({
      vendor: 'amd',
      socket: 'AM5',
      memoryTypes: ['DDR5'],
      cores: 8,
      tdpW: 120,
      hasIntegratedGraphics: true,
    });
    expect(row.description).toBe(
      '8-core AM5 processor, 4.7 GHz base, 120 W TDP, Radeon integrated graphics.',
    );
    expect(row.imageUrl).toBe(`/media/products/${row.id}.svg`);
  });

  it('keeps facts the dataset lacks unknown, and knows a null graphics field means none', () => {
    const row = rowOf(
      map('cpu.jsonl', {
        ...ryzen,
        name: 'Intel Core i5-12400F',
        microarchitecture: 'Alder Lake',
        graphics: null,
        boost_clock: null,
      }),
    );
    expect(specsOf(row)).toMatchObject({
      vendor: 'intel',
      socket: 'LGA1700',
      memoryTypes: ['DDR4', 'DDR5'],
      threads: null,
      peakPowerW: null,
      boostClockGhz: null,
      boxedCooler: null,
      hasIntegratedGraphics: false,
    });
  });

  it('does not give Threadripper the Ryzen socket of its microarchitecture', () => {
    const row = rowOf(
      map('cpu.jsonl', { ...ryzen, name: 'AMD Threadripper 3970X', microarchitecture: 'Zen 2' }),
    );
    expect(specsOf(row).socket).toBeNull();
  });

  it('gives the same record the same id every time, whatever its price, and another record another id', () => {
    const first = rowOf(map('cpu.jsonl', ryzen)).id;
    expect(first).toMatch(/^pp-cpu-amd-ryzen-7-9800x3d-[0-9a-f]{8}$/);
    expect(rowOf(map('cpu.jsonl', { ...ryzen, price: 399 })).id).toBe(first);
    expect(rowOf(map('cpu.jsonl', { ...ryzen, tdp: 105 })).id).not.toBe(first);
  });

  it('imports a product without a price as unpriced', () => {
    expect(rowOf(map('cpu.jsonl', { ...ryzen, price: null })).pricePence).toBeNull();
  });
});

describe('pc-part-dataset motherboard', () => {
  const board = {
    name: 'MSI B650 GAMING PLUS WIFI',
    price: 169.99,
    socket: 'AM5',
    form_factor: 'ATX',
    max_memory: 192,
    memory_slots: 4,
    color: 'Black',
  };

  it('maps socket, form factor, chipset and memory, leaving slots and ports unknown', () => {
    const specs = specsOf(rowOf(map('motherboard.jsonl', board)));
    expect(specs).toMatchObject({
      vendor: 'amd',
      socket: 'AM5',
      chipset: 'B650',
      formFactor: 'ATX',
      memoryType: 'DDR5',
      memorySlots: 4,
      maxMemoryGb: 192,
      m2Slots: null,
      sataPorts: null,
      wifi: null,
    });
  });

  it('maps Micro ATX, and leaves LGA1700 memory unknown unless the name says DDR4', () => {
    const lga = {
      ...board,
      name: 'Asus PRIME B760M-A WIFI',
      socket: 'LGA1700',
      form_factor: 'Micro ATX',
    };
    expect(specsOf(rowOf(map('motherboard.jsonl', lga)))).toMatchObject({
      formFactor: 'Micro-ATX',
      memoryType: null,
      chipset: 'B760',
    });
    expect(
      specsOf(rowOf(map('motherboard.jsonl', { ...lga, name: 'Asus PRIME B760M-A D4' })))
        .memoryType,
    ).toBe('DDR4');
  });

  it('skips boards the builds cannot take, with a reason', () => {
    expect(map('motherboard.jsonl', { ...board, socket: 'Integrated Atom D525' })).toEqual({
      skip: 'unsupported socket (integrated or multi-socket)',
    });
    expect(map('motherboard.jsonl', { ...board, form_factor: 'SSI EEB' })).toEqual({
      skip: 'unsupported board form factor',
    });
  });
});

describe('pc-part-dataset memory', () => {
  const kit = {
    name: 'Corsair Vengeance RGB 32 GB',
    price: 94.99,
    speed: [5, 6000],
    modules: [2, 16],
    price_per_gb: 2.968,
    color: 'Black',
    first_word_latency: 12,
    cas_latency: 36,
  };

  it('reads type and speed from speed, kit from modules, and names the variant', () => {
    const row = rowOf(map('memory.jsonl', kit));
    expect(specsOf(row)).toEqual({
      type: 'DDR5',
      speedMts: 6000,
      modules: 2,
      moduleSizeGb: 16,
      casLatency: 36,
      heightMm: null,
      rgb: true,
      // A desktop kit's name: unbuffered, non-ECC.
      registered: false,
      ecc: false,
    });
    expect(row.longName).toBe('Corsair Vengeance RGB 32 GB DDR5-6000 CL36 (2 x 16 GB)');
    const server = rowOf(map('memory.jsonl', { ...kit, name: 'Kingston Server Premier 32 GB' }));
    expect(specsOf(server)).toMatchObject({ registered: null, ecc: null });
    expect(row.description).toBe('2 x 16 GB DDR5 memory kit, 6000 MT/s, CL36.');
  });

  it('skips memory generations the shop does not sell', () => {
    expect(map('memory.jsonl', { ...kit, speed: [3, 1600] })).toEqual({
      skip: 'unsupported memory type (DDR3)',
    });
  });
});

describe('pc-part-dataset graphics card', () => {
  it('names the chip when the name does not, and keeps power facts unknown', () => {
    const row = rowOf(
      map('video-card.jsonl', {
        name: 'Sapphire PULSE',
        price: 379.99,
        chipset: 'Radeon RX 9060 XT',
        memory: 16,
        core_clock: 2220,
        boost_clock: 3290,
        color: 'Black',
        length: 240,
      }),
    );
    expect(row.longName).toBe('Sapphire PULSE Radeon RX 9060 XT 16 GB');
    expect(specsOf(row)).toMatchObject({
      chipVendor: 'amd',
      vramGb: 16,
      lengthMm: 240,
      boardPowerW: null,
      powerConnectors: null,
    });
  });

  it('skips a card whose chip maker is unknown', () => {
    expect(
      map('video-card.jsonl', {
        name: 'PNY T-Series',
        price: 1,
        chipset: 'T1000',
        memory: 4,
        length: 160,
      }),
    ).toEqual({ skip: 'unknown GPU chip vendor' });
  });
});

describe('pc-part-dataset case', () => {
  const mid = {
    name: 'Phanteks XT PRO',
    price: 67.98,
    type: 'ATX Mid Tower',
    color: 'White',
    psu: null,
    side_panel: 'Tempered Glass',
    external_volume: 51.8,
    internal_35_bays: 2,
  };

  it('maps the type to a case size and boards, with the main image and five gallery views', () => {
    const row = rowOf(map('case.jsonl', mid));
    expect(specsOf(row)).toMatchObject({
      caseSize: 2,
      supportedBoards: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      bays35: 2,
      maxGpuLengthMm: null,
      colour: 'white',
    });
    expect(row.imagery?.mainImage).toBe(`/media/cases/${row.id}/main.svg`);
    expect(row.imagery?.gallery).toHaveLength(5);
    expect(row.imagery?.mainImageAltText).toContain('Phanteks XT PRO');
  });

  it.each([
    ['MicroATX Mini Tower', 1],
    ['Mini ITX Desktop', 1],
    ['ATX Full Tower', 3],
  ])('maps %s to case size %i', (type, size) => {
    expect(specsOf(rowOf(map('case.jsonl', { ...mid, type }))).caseSize).toBe(size);
  });

  it('skips open test benches', () => {
    expect(map('case.jsonl', { ...mid, type: 'ATX Test Bench' })).toEqual({
      skip: 'unsupported case type (test bench)',
    });
  });
});

describe('pc-part-dataset power supply, coolers, fans', () => {
  it('maps a PSU and skips form factors the cases cannot hold', () => {
    const psu = {
      name: 'MSI MAG A850GL PCIE5',
      price: 121.99,
      type: 'ATX',
      efficiency: 'gold',
      wattage: 850,
      modular: 'Full',
      color: 'Black',
    };
    expect(specsOf(rowOf(map('power-supply.jsonl', psu)))).toEqual({
      wattage: 850,
      formFactor: 'ATX',
      atx3: null,
      efficiency: '80 PLUS Gold',
      modular: 'full',
      connectors: null,
    });
    expect(map('power-supply.jsonl', { ...psu, type: 'TFX' })).toEqual({
      skip: 'unsupported PSU form factor',
    });
  });

  it('tells liquid coolers (radiator size) from air coolers (none)', () => {
    const aio = rowOf(
      map('cpu-cooler.jsonl', {
        name: 'ARCTIC Liquid Freezer III Pro 360',
        price: 84.99,
        rpm: [600, 3000],
        noise_level: null,
        color: 'Black',
        size: 360,
      }),
    );
    expect(specsOf(aio)).toMatchObject({
      type: 'liquid',
      radiatorMm: 360,
      heightMm: null,
      sockets: null,
    });
    const air = rowOf(
      map('cpu-cooler.jsonl', {
        name: 'Thermalright Peerless Assassin 120 SE',
        price: 34.9,
        rpm: 1550,
        noise_level: 25.6,
        color: 'Black / Silver',
        size: null,
      }),
    );
    expect(specsOf(air)).toMatchObject({ type: 'air', radiatorMm: null, heightMm: null });
  });

  it('maps 120/140 mm fans with their pack size and skips other sizes', () => {
    const fan = {
      name: 'Lian Li Uni Fan SL-Infinity 3-Pack',
      price: 89.99,
      size: 120,
      color: 'Black',
      rpm: null,
      airflow: [0, 61.3],
      noise_level: [0, 29],
      pwm: true,
    };
    const row = rowOf(map('case-fan.jsonl', fan));
    expect(row.brand).toBe('Lian Li');
    expect(specsOf(row)).toMatchObject({ sizeMm: 120, packSize: 3, airflowCfm: 61.3 });
    expect(map('case-fan.jsonl', { ...fan, size: 92 })).toEqual({ skip: 'unsupported fan size' });
  });
});

describe('pc-part-dataset storage and add-ons', () => {
  it('maps NVMe, SATA SSD and hard drives, and skips other buses', () => {
    const nvme = {
      name: 'Samsung 990 Pro',
      price: 149.99,
      capacity: 2000,
      type: 'SSD',
      cache: 2048,
      form_factor: 'M.2-2280',
      interface: 'M.2 PCIe 4.0 X4',
    };
    expect(specsOf(rowOf(map('internal-hard-drive.jsonl', nvme)))).toEqual({
      kind: 'nvme',
      interface: 'PCIe 4.0 x4 NVMe',
      formFactor: 'M.2 2280',
      capacityGb: 2000,
      readMbs: null,
    });
    expect(
      specsOf(
        rowOf(
          map('internal-hard-drive.jsonl', {
            ...nvme,
            form_factor: 2.5,
            interface: 'SATA 6.0 Gb/s',
          }),
        ),
      ),
    ).toMatchObject({ kind: 'sata-ssd', formFactor: '2.5"' });
    expect(
      specsOf(
        rowOf(
          map('internal-hard-drive.jsonl', {
            ...nvme,
            type: 7200,
            form_factor: 3.5,
            interface: 'SATA 6.0 Gb/s',
          }),
        ),
      ),
    ).toMatchObject({ kind: 'hdd', formFactor: '3.5"', interface: 'SATA III' });
    expect(
      map('internal-hard-drive.jsonl', {
        ...nvme,
        interface: 'SAS 12.0 Gb/s',
        form_factor: 3.5,
        type: 7200,
      }),
    ).toEqual({ skip: 'unsupported storage interface (SAS 12.0 Gb/s)' });
  });

  it('maps the OS memory limit, sound cards and wired and wireless network cards', () => {
    expect(
      specsOf(
        rowOf(
          map('os.jsonl', {
            name: 'Microsoft Windows 11 Home OEM - DVD 64-bit',
            price: 109.99,
            mode: 64,
            max_memory: 128,
          }),
        ),
      ),
    ).toEqual({ edition: 'Windows 11 Home OEM - DVD 64-bit', maxMemoryGb: 128 });
    expect(
      specsOf(
        rowOf(
          map('sound-card.jsonl', {
            name: 'Creative Labs Sound Blaster AE-9',
            price: 427.49,
            channels: 7.1,
            interface: 'PCIe x1',
          }),
        ),
      ),
    ).toEqual({ onboard: false, interface: 'PCIe x1', channels: '7.1' });
    expect(
      specsOf(
        rowOf(
          map('wired-network-card.jsonl', {
            name: 'TP-Link TG-3468',
            price: 14.99,
            interface: 'PCIe x1',
            color: null,
          }),
        ),
      ),
    ).toMatchObject({ kind: 'ethernet', interface: 'PCIe x1', standard: null });
    expect(
      specsOf(
        rowOf(
          map('wireless-network-card.jsonl', {
            name: 'Gigabyte GC-WBAX210',
            price: 36.99,
            protocol: 'Wi-Fi 6E',
            interface: 'PCIe x1',
          }),
        ),
      ),
    ).toMatchObject({ kind: 'wifi', standard: 'Wi-Fi 6E' });
    expect(
      map('sound-card.jsonl', {
        name: 'Asus Xonar DG',
        price: 30,
        channels: 5.1,
        interface: 'PCI',
      }),
    ).toEqual({ skip: 'unsupported card interface' });
  });

  it('skips a record without a name', () => {
    expect(map('os.jsonl', { price: 1 })).toEqual({ skip: 'missing name' });
  });
});
