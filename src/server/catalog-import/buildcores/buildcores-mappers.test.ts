import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '../../catalog/catalog-row';
import type { MapResult } from '../shared/map-result';
import { validateRow } from '../validate-row';
import { BUILDCORES_FILES } from './files';

const map = (file: string, record: unknown): MapResult => BUILDCORES_FILES[file]!(record);

function rowOf(result: MapResult): CatalogRow {
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`);
  const checked = validateRow(result.row);
  if ('invalid' in checked) throw new Error(checked.invalid);
  return checked.row;
}
const specsOf = (row: CatalogRow) => row.specs as Record<string, unknown>;
const meta = (name: string, manufacturer: string) => ({ name, manufacturer, part_numbers: [] });

describe('BuildCores CPU', () => {
  const cpu = {
    opendb_id: '007A5A23-1e12-45b7-90d0-565b80876539',
    cores: { total: 8, threads: 16 },
    clocks: { performance: { base: 4.7, boost: 5.2 } },
    specifications: {
      integratedGraphics: { model: 'AMD Radeon Graphics' },
      memory: { types: ['DDR5'] },
      tdp: 120,
      includesCooler: false,
      ppt: 162,
    },
    metadata: meta('AMD Ryzen 7 9800X3D', 'AMD'),
    microarchitecture: 'Zen 5',
    socket: 'AM5',
  };

  it('takes its source key (id before ADR 035 short ids) from opendb_id and maps every fact the schema has, unpriced', () => {
    const row = rowOf(map('CPU.jsonl', cpu));
    expect(row).toMatchObject({
      id: 'bc-cpu-007a5a23-1e12-45b7-90d0-565b80876539',
      externalId: '007a5a23-1e12-45b7-90d0-565b80876539',
      source: 'buildcores',
      pricePence: null,
      brand: 'AMD',
      shortName: 'Ryzen 7 9800X3D',
    });
    expect(specsOf(row)).toEqual({
      vendor: 'amd',
      socket: 'AM5',
      generation: 'Granite Ridge',
      cores: 8,
      threads: 16,
      baseClockGhz: 4.7,
      boostClockGhz: 5.2,
      tdpW: 120,
      peakPowerW: 162,
      integratedGraphics: 'AMD Radeon Graphics',
      hasIntegratedGraphics: true,
      memoryTypes: ['DDR5'],
      maxMemorySpeedMts: null,
      boxedCooler: false,
    });
  });

  it('keeps Threadripper on its own socket and reads "None" graphics as none', () => {
    const row = rowOf(
      map('CPU.jsonl', {
        ...cpu,
        socket: 'sTR5',
        specifications: { ...cpu.specifications, integratedGraphics: { model: 'None' }, ppt: 0 },
      }),
    );
    expect(specsOf(row)).toMatchObject({
      socket: 'sTR5',
      hasIntegratedGraphics: false,
      integratedGraphics: null,
      peakPowerW: null,
    });
  });

  it('skips CPUs for DDR3-only platforms and records without an id', () => {
    expect(
      map('CPU.jsonl', {
        ...cpu,
        specifications: { ...cpu.specifications, memory: { types: ['DDR3'] } },
      }),
    ).toEqual({ skip: 'unsupported memory type (DDR3 or older)' });
    expect(map('CPU.jsonl', { ...cpu, opendb_id: undefined })).toEqual({
      skip: 'missing or malformed opendb_id',
    });
  });
});

describe('BuildCores CPU generation', () => {
  it('reads the generation from the model number, where BuildCores mislabels it', () => {
    const i9 = {
      opendb_id: '0a0a0a0a-1e12-45b7-90d0-565b80876539',
      cores: { total: 24, threads: 32 },
      specifications: { memory: { types: ['DDR4', 'DDR5'] }, tdp: 125 },
      metadata: meta('Intel Core i9 13900K', 'Intel'),
      microarchitecture: 'Raptor Lake Refresh',
      socket: 'LGA 1700',
    };
    expect(specsOf(rowOf(map('CPU.jsonl', i9)))).toMatchObject({ generation: 'Raptor Lake' });
    const apu = {
      ...i9,
      metadata: meta('AMD Ryzen Embedded processor', 'AMD'),
      microarchitecture: 'Zen 3',
      coreFamily: 'Cezanne',
      socket: 'AM4',
    };
    expect(specsOf(rowOf(map('CPU.jsonl', apu)))).toMatchObject({ generation: 'Cezanne' });
  });
});

describe('BuildCores motherboard', () => {
  const board = {
    opendb_id: '000deb7d-a2c6-4134-9d33-ffc0508cb277',
    memory: { max: 64, ram_type: 'DDR4', slots: 2 },
    storage_devices: { sata_6_gb_s: 4 },
    fan_headers: { cpu_fan: 1, case_fan: 1 },
    audio: { chipset: 'Realtek', channels: '7.1' },
    metadata: meta('ASUS B760M-AYW WIFI D4', 'ASUS'),
    socket: 'LGA 1700',
    form_factor: 'Micro ATX',
    chipset: 'Intel B760',
    pcie_slots: [
      { gen: '4.0', quantity: 1, lanes: 16 },
      { gen: '4.0', quantity: 2, lanes: 1 },
    ],
    m2_slots: [
      { size: '2280', key: 'M', interface: 'PCIe 4.0 x4' },
      { size: '2280', key: 'M', interface: 'PCIe 4.0 x4' },
    ],
    onboard_ethernet: [{ speed: '2.5 Gb/s', controller: 'Realtek' }],
    wireless_networking: 'Wifi 6 Bluetooth 5.2',
  };

  it('imports a single-socket narrow-ILM LGA2011-3 board, keeping its cooler mount', () => {
    const narrow = { ...board, socket: 'LGA 2011-3 Narrow', chipset: 'Intel C612' };
    expect(specsOf(rowOf(map('Motherboard.jsonl', narrow)))).toMatchObject({
      vendor: 'intel',
      socket: 'LGA2011-3 Narrow',
      chipset: 'C612',
    });
    expect(map('Motherboard.jsonl', { ...narrow, socket: '2 x LGA 2011-3 Narrow' })).toEqual({
      skip: 'unsupported socket (integrated or multi-socket)',
    });
  });

  it('maps slots, ports, headers, networking and audio', () => {
    expect(specsOf(rowOf(map('Motherboard.jsonl', board)))).toEqual({
      vendor: 'intel',
      socket: 'LGA1700',
      chipset: 'B760',
      formFactor: 'Micro-ATX',
      memoryType: 'DDR4',
      memorySlots: 2,
      maxMemoryGb: 64,
      maxMemorySpeedMts: null,
      m2Slots: 2,
      sataPorts: 4,
      pcieX16Slots: 1,
      pcieX1Slots: 2,
      fanHeaders: 2,
      wifi: 'Wi-Fi 6',
      lanGbps: 2.5,
      onboardAudio: 'Realtek 7.1',
      biosSupport: null,
    });
  });

  it('treats missing lists and zero SATA ports as unknown', () => {
    const specs = specsOf(
      rowOf(
        map('Motherboard.jsonl', {
          ...board,
          m2_slots: [],
          storage_devices: { sata_6_gb_s: 0 },
          fan_headers: undefined,
          wireless_networking: undefined,
        }),
      ),
    );
    expect(specs).toMatchObject({ m2Slots: null, sataPorts: null, fanHeaders: null, wifi: null });
  });

  it('skips DDR3 boards and dual-socket boards', () => {
    expect(
      map('Motherboard.jsonl', { ...board, memory: { ...board.memory, ram_type: 'DDR3' } }),
    ).toEqual({ skip: 'unsupported memory type (DDR3 or older)' });
    expect(map('Motherboard.jsonl', { ...board, socket: '2 x LGA 2011' })).toEqual({
      skip: 'unsupported socket (integrated or multi-socket)',
    });
  });
});

describe('BuildCores memory and graphics cards', () => {
  it('maps a kit and skips laptop memory', () => {
    const ram = {
      opendb_id: '000c0c27-8b0a-4760-92ec-89ef39e630d8',
      modules: { quantity: 2, capacity_gb: 24 },
      metadata: meta('TEAMGROUP T-Create Expert DDR5-6400 CL32 48GB (2x24GB)', 'TEAMGROUP'),
      speed: 6400,
      ram_type: 'DDR5',
      form_factor: '288-pin DIMM',
      cas_latency: 32,
      rgb: false,
      registered: 'Unbuffered',
    };
    expect(specsOf(rowOf(map('RAM.jsonl', ram)))).toEqual({
      type: 'DDR5',
      speedMts: 6400,
      modules: 2,
      moduleSizeGb: 24,
      casLatency: 32,
      heightMm: null,
      rgb: false,
      registered: false,
      ecc: false,
    });
    expect(map('RAM.jsonl', { ...ram, form_factor: '262-pin SO-DIMM' })).toEqual({
      skip: 'unsupported memory form factor (SO-DIMM)',
    });
  });

  it('reads registered memory from the name and part numbers, not only the field', () => {
    const rdimm = {
      opendb_id: '11111111-2222-4333-8444-555555555555',
      modules: { quantity: 1, capacity_gb: 32 },
      metadata: {
        ...meta(
          'Kingston FURY Renegade Pro Registered Black DDR5-4800 CL36 32GB (1x32GB)',
          'Kingston',
        ),
        part_numbers: ['KF548R36RB-32'],
      },
      speed: 4800,
      ram_type: 'DDR5',
      form_factor: '288-pin DIMM',
      cas_latency: 36,
      ecc: 'Non-ECC',
      registered: 'Unbuffered',
    };
    expect(specsOf(rowOf(map('RAM.jsonl', rdimm)))).toMatchObject({ registered: true, ecc: true });
    const byPart = {
      ...rdimm,
      metadata: {
        ...meta('Kingston KSM48R40BD8KMM-32HMR Green DDR5-4800 CL40 32GB (1x32GB)', 'Kingston'),
        part_numbers: ['KSM48R40BD8KMM-32HMR'],
      },
    };
    expect(specsOf(rowOf(map('RAM.jsonl', byPart)))).toMatchObject({ registered: true });
    const serverLine = { ...rdimm, metadata: meta('Kingston Server Premier 32GB', 'Kingston') };
    expect(specsOf(rowOf(map('RAM.jsonl', serverLine)))).toMatchObject({ registered: null });
  });

  it('maps length, slot width, board power, connectors and fans', () => {
    const gpu = {
      opendb_id: '00034350-61f0-4057-ad9d-9aaea84645d0',
      power_connectors: { pcie_6_pin: 0, pcie_8_pin: 2, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
      metadata: meta('Asus ROG STRIX Radeon RX 570 4GB', 'ASUS'),
      chipset_manufacturer: 'AMD',
      chipset: 'Radeon RX 570',
      memory: 4,
      length: 240,
      tdp: 150,
      total_slot_width: 2,
      cooling: '2 Fans',
    };
    expect(specsOf(rowOf(map('GPU.jsonl', gpu)))).toEqual({
      chipVendor: 'amd',
      chip: 'Radeon RX 570',
      vramGb: 4,
      lengthMm: 240,
      slotWidth: 2,
      boardPowerW: 150,
      powerConnectors: ['8-pin', '8-pin'],
      recommendedPsuW: null,
      fans: 2,
    });
    const noInputs = {
      ...gpu,
      power_connectors: { pcie_6_pin: 0, pcie_8_pin: 0, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
    };
    expect(specsOf(rowOf(map('GPU.jsonl', { ...noInputs, tdp: 70 }))).powerConnectors).toEqual([]);
    expect(specsOf(rowOf(map('GPU.jsonl', noInputs))).powerConnectors).toBeNull();
  });
});

describe('BuildCores case, PSU, coolers and fans', () => {
  it('maps a case with its clearances, boards and bays', () => {
    const pcCase = {
      opendb_id: '0000caee-142c-48f6-99be-9c6f4dd18845',
      metadata: meta('Fractal Design Meshify C ATX Mid Tower Black', 'Fractal Design'),
      supported_motherboard_form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'],
      form_factor: 'ATX Mid Tower',
      color: ['BLACK'],
      max_video_card_length: 315,
      max_cpu_cooler_height: 170,
      internal_3_5_bays: 2,
      internal_2_5_bays: 3,
      expansion_slots: 7,
      supported_power_supply_form_factors: [],
    };
    const row = rowOf(map('PCCase.jsonl', pcCase));
    expect(row.brand).toBe('Fractal Design');
    expect(row.imagery?.gallery).toHaveLength(5);
    expect(specsOf(row)).toMatchObject({
      caseSize: 2,
      supportedBoards: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      supportedPsus: null,
      maxGpuLengthMm: 315,
      maxCoolerHeightMm: 170,
      bays25: 3,
      bays35: 2,
      expansionSlots: 7,
      radiatorMounts: null,
      front: 'mesh',
      colour: 'black',
    });
  });

  it('keeps a Flex ATX power supply list (an ATX unit is then refused, not unknown)', () => {
    const flexCase = {
      opendb_id: '0000caee-142c-48f6-99be-9c6f4dd18846',
      metadata: meta('SilverStone SG13 Mini ITX Desktop', 'SilverStone'),
      supported_motherboard_form_factors: ['Mini-ITX'],
      form_factor: 'Mini ITX Desktop',
      supported_power_supply_form_factors: ['Flex ATX'],
    };
    expect(specsOf(rowOf(map('PCCase.jsonl', flexCase)))).toMatchObject({
      supportedPsus: ['Flex ATX'],
    });
  });

  it('maps a PSU with its cables', () => {
    const psu = {
      opendb_id: '001370cb-f65c-4532-b65a-b0195485f07d',
      connectors: { eps_8_pin: 1, pcie_12vhpwr: 0, pcie_6_plus_2_pin: 2, sata: 5 },
      metadata: meta('Antec Earthwatts 550W', 'Antec'),
      wattage: 550,
      form_factor: 'ATX',
      efficiency_rating: '80+ Bronze',
      modular: 'Non-Modular',
    };
    expect(specsOf(rowOf(map('PSU.jsonl', psu)))).toEqual({
      wattage: 550,
      formFactor: 'ATX',
      atx3: null,
      efficiency: '80 PLUS Bronze',
      modular: 'none',
      connectors: { pcie8Pin: 2, pcie16Pin: 0, eps8Pin: 1, sata: 5 },
    });
  });

  it('maps liquid and air coolers with their sockets', () => {
    const aio = {
      opendb_id: '0009985c-4992-46ca-92ff-7f4d5a8f96f9',
      metadata: meta('Gelid Solutions Liquid 240', 'Gelid Solutions'),
      height: 56,
      cpu_sockets: ['AM5', 'LGA 1700'],
      water_cooled: true,
      radiator_size: 240,
      fan_size: null,
      fan_quantity: null,
    };
    expect(specsOf(rowOf(map('CPUCooler.jsonl', aio)))).toMatchObject({
      type: 'liquid',
      radiatorMm: 240,
      heightMm: null,
      sockets: ['AM5', 'LGA1700'],
      overhangsMemory: false,
    });
    const air = {
      ...aio,
      water_cooled: false,
      radiator_size: null,
      height: 155,
      fan_size: 120,
      fan_quantity: 2,
    };
    expect(specsOf(rowOf(map('CPUCooler.jsonl', air)))).toMatchObject({
      type: 'air',
      radiatorMm: null,
      heightMm: 155,
      fans: 2,
      fanSizeMm: 120,
      overhangsMemory: null,
    });
  });

  it('maps fan packs and skips unsupported sizes', () => {
    const fan = {
      opendb_id: '0000053d-49d5-44f8-8439-54b537b55e25',
      metadata: meta('Thermaltake Pure A14 140mm', 'Thermaltake'),
      size: 140,
      quantity: 3,
      max_airflow: 93.15,
      pwm: true,
      lighting: [],
    };
    expect(specsOf(rowOf(map('CaseFan.jsonl', fan)))).toEqual({
      sizeMm: 140,
      packSize: 3,
      rgb: null,
      airflowCfm: 93.15,
      maxNumAllowed: 2,
    });
    expect(map('CaseFan.jsonl', { ...fan, size: 80 })).toEqual({ skip: 'unsupported fan size' });
  });
});

describe('BuildCores storage and add-ons', () => {
  it('maps an NVMe drive', () => {
    const ssd = {
      opendb_id: '0003d658-2e15-416c-b260-d2882258b170',
      metadata: meta('Inland Premium 512GB SSD', 'Inland'),
      capacity: 512,
      type: 'SSD',
      form_factor: 'M.2-2280',
      interface: 'M.2 PCIe 3.0 x4',
      nvme: true,
      storage_type: 'SSD',
    };
    expect(specsOf(rowOf(map('Storage.jsonl', ssd)))).toEqual({
      kind: 'nvme',
      interface: 'PCIe 3.0 x4 NVMe',
      formFactor: 'M.2 2280',
      capacityGb: 512,
      readMbs: null,
    });
  });

  it('reads the bus and kind of name-only cards from their names', () => {
    const nic = {
      opendb_id: '052fa3dd-c7df-4def-b88e-de7f6ad0557a',
      metadata: meta('StarTech ST1000SPEX Gigabit Ethernet PCIe x1', 'StarTech'),
    };
    expect(specsOf(rowOf(map('NetworkCard.jsonl', nic)))).toEqual({
      onboard: false,
      kind: 'ethernet',
      standard: null,
      speed: null,
      interface: 'PCIe x1',
    });
    const sound = {
      opendb_id: '025f54fa-0ea5-498d-a372-352471d956cd',
      metadata: meta(
        'Creative Labs Sound Blaster X-Fi Xtreme Audio PCIe x1 7.1 Channel',
        'Creative Labs',
      ),
    };
    expect(specsOf(rowOf(map('SoundCard.jsonl', sound)))).toEqual({
      onboard: false,
      interface: 'PCIe x1',
      channels: '7.1',
    });
    expect(
      map('SoundCard.jsonl', {
        ...sound,
        metadata: meta('Diamond XtremeSound XS51 PCI 5.1 Channel', 'Diamond'),
      }),
    ).toEqual({ skip: 'unknown card interface' });
    const os = {
      opendb_id: '06351667-b638-46e4-88d9-5829230a9fcc',
      metadata: meta('Microsoft Windows 10 Home | Download', 'Microsoft'),
    };
    expect(specsOf(rowOf(map('OS.jsonl', os)))).toEqual({
      edition: 'Windows 10 Home | Download',
      maxMemoryGb: null,
    });
  });
});
