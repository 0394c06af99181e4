/** Motherboards for both vendors in ATX, Micro-ATX and Mini-ITX, with their published slot counts. */
import type { MotherboardProduct, MotherboardSpecs } from '../../../../domain/catalog/specs';
import { curated, TEMP_UNAVAILABLE } from './curated-product';

type Board = Parameters<typeof curated<'motherboard'>>[1];
const board = (fields: Board): MotherboardProduct => curated('motherboard', fields);

const INTEL_700_LATEST = { outOfBox: ['Alder Lake', 'Raptor Lake', 'Raptor Lake Refresh'], needsUpdate: [] };
/** Boards from earlier production runs boot 14th-gen chips only after a BIOS update. */
const INTEL_700_EARLY = { outOfBox: ['Alder Lake', 'Raptor Lake'], needsUpdate: ['Raptor Lake Refresh'] };
const INTEL_800 = { outOfBox: ['Arrow Lake'], needsUpdate: [] };
const AM4_BIOS = { outOfBox: ['Zen 2', 'Zen 3'], needsUpdate: [] };
const AM5_LATEST = { outOfBox: ['Zen 4', 'Zen 5'], needsUpdate: [] };
const AM5_EARLY = { outOfBox: ['Zen 4'], needsUpdate: ['Zen 5'] };

type Common = Pick<MotherboardSpecs, 'vendor' | 'socket' | 'memoryType'>;
const LGA1700_DDR5: Common = { vendor: 'intel', socket: 'LGA1700', memoryType: 'DDR5' };
const LGA1851_DDR5: Common = { vendor: 'intel', socket: 'LGA1851', memoryType: 'DDR5' };
const AM4_DDR4: Common = { vendor: 'amd', socket: 'AM4', memoryType: 'DDR4' };
const AM5_DDR5: Common = { vendor: 'amd', socket: 'AM5', memoryType: 'DDR5' };

export const motherboards: MotherboardProduct[] = [
  board({
    id: 'motherboard-asus-rog-strix-z790-e-gaming-wifi-ii',
    brand: 'ASUS',
    longName: 'ASUS ROG STRIX Z790-E GAMING WIFI II, LGA1700, DDR5, ATX',
    shortName: 'ROG STRIX Z790-E II',
    description: 'A flagship Z790 board with Wi-Fi 7, five M.2 slots and a PCIe 5.0 graphics slot, ready for 14th-gen Core.',
    pounds: 429.99,
    specs: { ...LGA1700_DDR5, chipset: 'Z790', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 8000, m2Slots: 5, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 0, fanHeaders: 8, wifi: 'Wi-Fi 7', lanGbps: 2.5, onboardAudio: 'ROG SupremeFX 7.1 (ALC4080)', biosSupport: INTEL_700_LATEST },
  }),
  board({
    id: 'motherboard-msi-pro-z790-a-max-wifi',
    brand: 'MSI',
    longName: 'MSI PRO Z790-A MAX WIFI, LGA1700, DDR5, ATX',
    shortName: 'PRO Z790-A MAX WIFI',
    description: 'A no-nonsense Z790 board with four M.2 slots, six SATA ports and Wi-Fi 7 for overclocking K-series chips.',
    pounds: 219.99,
    specs: { ...LGA1700_DDR5, chipset: 'Z790', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 7800, m2Slots: 4, sataPorts: 6, pcieX16Slots: 3, pcieX1Slots: 1, fanHeaders: 8, wifi: 'Wi-Fi 7', lanGbps: 2.5, onboardAudio: 'Realtek ALC897 7.1', biosSupport: INTEL_700_LATEST },
  }),
  board({
    id: 'motherboard-msi-mag-b760-tomahawk-wifi',
    brand: 'MSI',
    longName: 'MSI MAG B760 TOMAHAWK WIFI, LGA1700, DDR5, ATX',
    shortName: 'MAG B760 TOMAHAWK WIFI',
    description: 'Strong power delivery and Wi-Fi 6E on a B760 board. 14th-gen processors need a quick BIOS update first.',
    pounds: 179.99,
    specs: { ...LGA1700_DDR5, chipset: 'B760', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 7000, m2Slots: 3, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 1, fanHeaders: 8, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'Realtek ALC897 7.1', biosSupport: INTEL_700_EARLY },
  }),
  board({
    id: 'motherboard-gigabyte-b760m-ds3h-ddr4',
    brand: 'Gigabyte',
    longName: 'Gigabyte B760M DS3H DDR4, LGA1700, DDR4, Micro-ATX',
    shortName: 'B760M DS3H DDR4',
    description: 'A budget Micro-ATX board that keeps your DDR4 memory in service, with two M.2 slots and 2.5 GbE.',
    pounds: 99.99,
    specs: { vendor: 'intel', socket: 'LGA1700', memoryType: 'DDR4', chipset: 'B760', formFactor: 'Micro-ATX', memorySlots: 4, maxMemoryGb: 128, maxMemorySpeedMts: 5333, m2Slots: 2, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 0, fanHeaders: 4, wifi: 'none', lanGbps: 2.5, onboardAudio: 'Realtek ALC897 7.1', biosSupport: INTEL_700_EARLY },
  }),
  board({
    id: 'motherboard-asus-rog-strix-b760-i-gaming-wifi',
    brand: 'ASUS',
    longName: 'ASUS ROG STRIX B760-I GAMING WIFI, LGA1700, DDR5, Mini-ITX',
    shortName: 'ROG STRIX B760-I',
    description: 'A feature-packed Mini-ITX board for small builds: two M.2 slots, Wi-Fi 6E and SupremeFX audio.',
    pounds: 199.99,
    specs: { ...LGA1700_DDR5, chipset: 'B760', formFactor: 'Mini-ITX', memorySlots: 2, maxMemoryGb: 96, maxMemorySpeedMts: 7600, m2Slots: 2, sataPorts: 4, pcieX16Slots: 1, pcieX1Slots: 0, fanHeaders: 3, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'ROG SupremeFX 7.1 (ALC4080)', biosSupport: INTEL_700_LATEST },
  }),
  board({
    id: 'motherboard-msi-mag-z890-tomahawk-wifi',
    brand: 'MSI',
    longName: 'MSI MAG Z890 TOMAHAWK WIFI, LGA1851, DDR5, ATX',
    shortName: 'MAG Z890 TOMAHAWK WIFI',
    description: 'Built for Core Ultra 200S: four M.2 slots, Wi-Fi 7, 5 GbE and Thunderbolt 4 on the rear panel.',
    pounds: 299.99,
    specs: { ...LGA1851_DDR5, chipset: 'Z890', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 256, maxMemorySpeedMts: 9200, m2Slots: 4, sataPorts: 4, pcieX16Slots: 3, pcieX1Slots: 0, fanHeaders: 8, wifi: 'Wi-Fi 7', lanGbps: 5, onboardAudio: 'Realtek ALC4080 7.1', biosSupport: INTEL_800 },
  }),
  board({
    id: 'motherboard-asus-tuf-gaming-b860-plus-wifi',
    brand: 'ASUS',
    longName: 'ASUS TUF GAMING B860-PLUS WIFI, LGA1851, DDR5, ATX',
    shortName: 'TUF GAMING B860-PLUS WIFI',
    description: 'Durable TUF components and Wi-Fi 7 for a mainstream Core Ultra build.',
    pounds: 189.99,
    specs: { ...LGA1851_DDR5, chipset: 'B860', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 256, maxMemorySpeedMts: 8000, m2Slots: 3, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 1, fanHeaders: 7, wifi: 'Wi-Fi 7', lanGbps: 2.5, onboardAudio: 'Realtek 7.1 HD Audio', biosSupport: INTEL_800 },
  }),
  board({
    id: 'motherboard-gigabyte-b860m-aorus-elite-wifi6e',
    brand: 'Gigabyte',
    longName: 'Gigabyte B860M AORUS ELITE WIFI6E, LGA1851, DDR5, Micro-ATX',
    shortName: 'B860M AORUS ELITE WIFI6E',
    description: 'A compact Core Ultra board with three M.2 slots and Wi-Fi 6E for smaller towers.',
    pounds: 169.99,
    specs: { ...LGA1851_DDR5, chipset: 'B860', formFactor: 'Micro-ATX', memorySlots: 4, maxMemoryGb: 256, maxMemorySpeedMts: 8600, m2Slots: 3, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 0, fanHeaders: 5, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'Realtek ALC897 7.1', biosSupport: INTEL_800 },
  }),
  board({
    id: 'motherboard-asus-rog-strix-z890-i-gaming-wifi',
    brand: 'ASUS',
    longName: 'ASUS ROG STRIX Z890-I GAMING WIFI, LGA1851, DDR5, Mini-ITX',
    shortName: 'ROG STRIX Z890-I',
    description: 'Z890 overclocking in Mini-ITX, with Wi-Fi 7, 5 GbE and Thunderbolt 4 for small high-end builds.',
    pounds: 399.99,
    stock: TEMP_UNAVAILABLE,
    specs: { ...LGA1851_DDR5, chipset: 'Z890', formFactor: 'Mini-ITX', memorySlots: 2, maxMemoryGb: 128, maxMemorySpeedMts: 8800, m2Slots: 2, sataPorts: 2, pcieX16Slots: 1, pcieX1Slots: 0, fanHeaders: 3, wifi: 'Wi-Fi 7', lanGbps: 5, onboardAudio: 'ROG Strix Hive ESS codec', biosSupport: INTEL_800 },
  }),
  board({
    id: 'motherboard-msi-b550-tomahawk',
    brand: 'MSI',
    longName: 'MSI MAG B550 TOMAHAWK, AM4, DDR4, ATX',
    shortName: 'MAG B550 TOMAHAWK',
    description: 'The classic AM4 board: six SATA ports, two M.2 slots and dual LAN for Ryzen 5000 builds.',
    pounds: 139.99,
    specs: { ...AM4_DDR4, chipset: 'B550', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 128, maxMemorySpeedMts: 5100, m2Slots: 2, sataPorts: 6, pcieX16Slots: 2, pcieX1Slots: 2, fanHeaders: 6, wifi: 'none', lanGbps: 2.5, onboardAudio: 'Realtek ALC1200 7.1', biosSupport: AM4_BIOS },
  }),
  board({
    id: 'motherboard-asus-tuf-gaming-b550m-plus-wifi-ii',
    brand: 'ASUS',
    longName: 'ASUS TUF GAMING B550M-PLUS WIFI II, AM4, DDR4, Micro-ATX',
    shortName: 'TUF GAMING B550M-PLUS WIFI II',
    description: 'A Micro-ATX AM4 board with Wi-Fi 6, 2.5 GbE and two M.2 slots.',
    pounds: 119.99,
    specs: { ...AM4_DDR4, chipset: 'B550', formFactor: 'Micro-ATX', memorySlots: 4, maxMemoryGb: 128, maxMemorySpeedMts: 4800, m2Slots: 2, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 1, fanHeaders: 5, wifi: 'Wi-Fi 6', lanGbps: 2.5, onboardAudio: 'Realtek S1200A 7.1', biosSupport: AM4_BIOS },
  }),
  board({
    id: 'motherboard-gigabyte-b550i-aorus-pro-ax',
    brand: 'Gigabyte',
    longName: 'Gigabyte B550I AORUS PRO AX, AM4, DDR4, Mini-ITX',
    shortName: 'B550I AORUS PRO AX',
    description: 'A small AM4 board with Wi-Fi 6, two M.2 slots and four SATA ports for compact Ryzen builds.',
    pounds: 169.99,
    specs: { ...AM4_DDR4, chipset: 'B550', formFactor: 'Mini-ITX', memorySlots: 2, maxMemoryGb: 64, maxMemorySpeedMts: 5300, m2Slots: 2, sataPorts: 4, pcieX16Slots: 1, pcieX1Slots: 0, fanHeaders: 3, wifi: 'Wi-Fi 6', lanGbps: 2.5, onboardAudio: 'Realtek ALC1220-VB 7.1', biosSupport: AM4_BIOS },
  }),
  board({
    id: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
    brand: 'ASUS',
    longName: 'ASUS ROG STRIX X870E-E GAMING WIFI, AM5, DDR5, ATX',
    shortName: 'ROG STRIX X870E-E',
    description: 'A high-end AM5 board with five M.2 slots, Wi-Fi 7 and 5 GbE, ready for Ryzen 9000 out of the box.',
    pounds: 479.99,
    specs: { ...AM5_DDR5, chipset: 'X870E', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 8000, m2Slots: 5, sataPorts: 2, pcieX16Slots: 2, pcieX1Slots: 0, fanHeaders: 8, wifi: 'Wi-Fi 7', lanGbps: 5, onboardAudio: 'ROG SupremeFX 7.1 (ALC4080)', biosSupport: AM5_LATEST },
  }),
  board({
    id: 'motherboard-msi-mag-b650-tomahawk-wifi',
    brand: 'MSI',
    longName: 'MSI MAG B650 TOMAHAWK WIFI, AM5, DDR5, ATX',
    shortName: 'MAG B650 TOMAHAWK WIFI',
    description: 'A popular AM5 board with six SATA ports and Wi-Fi 6E. Ryzen 9000 processors need a BIOS update first.',
    pounds: 189.99,
    specs: { ...AM5_DDR5, chipset: 'B650', formFactor: 'ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 6400, m2Slots: 3, sataPorts: 6, pcieX16Slots: 2, pcieX1Slots: 1, fanHeaders: 8, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'Realtek ALC4080 7.1', biosSupport: AM5_EARLY },
  }),
  board({
    id: 'motherboard-gigabyte-b650m-aorus-elite-ax',
    brand: 'Gigabyte',
    longName: 'Gigabyte B650M AORUS ELITE AX, AM5, DDR5, Micro-ATX',
    shortName: 'B650M AORUS ELITE AX',
    description: 'A Micro-ATX AM5 board with Wi-Fi 6E and two M.2 slots, a good base for a compact Ryzen build.',
    pounds: 159.99,
    specs: { ...AM5_DDR5, chipset: 'B650', formFactor: 'Micro-ATX', memorySlots: 4, maxMemoryGb: 192, maxMemorySpeedMts: 7600, m2Slots: 2, sataPorts: 4, pcieX16Slots: 2, pcieX1Slots: 0, fanHeaders: 5, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'Realtek ALC897 7.1', biosSupport: AM5_LATEST },
  }),
  board({
    id: 'motherboard-asus-rog-strix-b650e-i-gaming-wifi',
    brand: 'ASUS',
    longName: 'ASUS ROG STRIX B650E-I GAMING WIFI, AM5, DDR5, Mini-ITX',
    shortName: 'ROG STRIX B650E-I',
    description: 'PCIe 5.0 graphics and storage on a Mini-ITX AM5 board, with Wi-Fi 6E and SupremeFX audio.',
    pounds: 279.99,
    specs: { ...AM5_DDR5, chipset: 'B650E', formFactor: 'Mini-ITX', memorySlots: 2, maxMemoryGb: 96, maxMemorySpeedMts: 8000, m2Slots: 2, sataPorts: 2, pcieX16Slots: 1, pcieX1Slots: 0, fanHeaders: 3, wifi: 'Wi-Fi 6E', lanGbps: 2.5, onboardAudio: 'ROG SupremeFX 7.1 (ALC4080)', biosSupport: AM5_LATEST },
  }),
];
