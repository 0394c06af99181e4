/** ATX and SFX power supplies from 550 W to 1600 W with their cable sets. */
import type { PsuProduct, PsuSpecs } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

type Psu = Parameters<typeof curated<'psu'>>[1];
const psu = (fields: Psu): PsuProduct => curated('psu', fields);
const cables = (pcie8Pin: number, pcie16Pin: number, eps8Pin: number, sata: number): PsuSpecs['connectors'] => ({ pcie8Pin, pcie16Pin, eps8Pin, sata });

export const psus: PsuProduct[] = [
  psu({
    id: 'psu-corsair-cx550',
    brand: 'Corsair',
    longName: 'Corsair CX550 550W 80 PLUS Bronze ATX Power Supply',
    shortName: 'CX550 550W',
    description: 'A quiet, dependable supply for entry-level builds with a single graphics card.',
    pounds: 54.99,
    specs: { wattage: 550, formFactor: 'ATX', atx3: false, efficiency: '80 PLUS Bronze', modular: 'none', connectors: cables(2, 0, 1, 6) },
  }),
  psu({
    id: 'psu-msi-mag-a650bn',
    brand: 'MSI',
    longName: 'MSI MAG A650BN 650W 80 PLUS Bronze ATX Power Supply',
    shortName: 'MAG A650BN 650W',
    description: 'Budget 650 W with two 8-pin graphics cables. Cards with a 16-pin plug need their adapter.',
    pounds: 59.99,
    specs: { wattage: 650, formFactor: 'ATX', atx3: false, efficiency: '80 PLUS Bronze', modular: 'none', connectors: cables(2, 0, 1, 5) },
  }),
  psu({
    id: 'psu-corsair-rm750e',
    brand: 'Corsair',
    longName: 'Corsair RM750e 750W 80 PLUS Gold ATX 3.1 Fully Modular Power Supply',
    shortName: 'RM750e 750W',
    description: 'ATX 3.1 with a native 12V-2x6 cable for new graphics cards, fully modular and near-silent.',
    pounds: 94.99,
    specs: { wattage: 750, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(3, 1, 2, 7) },
  }),
  psu({
    id: 'psu-corsair-rm850x',
    brand: 'Corsair',
    longName: 'Corsair RM850x 850W 80 PLUS Gold ATX 3.1 Fully Modular Power Supply',
    shortName: 'RM850x 850W',
    description: 'A premium 850 W unit with a ten-year warranty and a fan that stops at low load.',
    pounds: 134.99,
    specs: { wattage: 850, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(4, 1, 2, 12) },
  }),
  psu({
    id: 'psu-seasonic-focus-gx-850-atx3',
    brand: 'Seasonic',
    longName: 'Seasonic FOCUS GX-850 850W 80 PLUS Gold ATX 3 Fully Modular Power Supply',
    shortName: 'FOCUS GX-850 ATX 3',
    description: 'Seasonic quality with a native 12V-2x6 cable and a ten-year warranty.',
    pounds: 124.99,
    specs: { wattage: 850, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(3, 1, 2, 10) },
  }),
  psu({
    id: 'psu-be-quiet-pure-power-12-m-1000w',
    brand: 'be quiet!',
    longName: 'be quiet! Pure Power 12 M 1000W 80 PLUS Gold ATX 3.0 Modular Power Supply',
    shortName: 'Pure Power 12 M 1000W',
    description: 'Quiet 1000 W power for RTX 5080 and RX 9070 XT builds, with a 12VHPWR cable.',
    pounds: 149.99,
    specs: { wattage: 1000, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(4, 1, 2, 8) },
  }),
  psu({
    id: 'psu-corsair-rm1000x',
    brand: 'Corsair',
    longName: 'Corsair RM1000x 1000W 80 PLUS Gold ATX 3.1 Fully Modular Power Supply',
    shortName: 'RM1000x 1000W',
    description: 'The recommended partner for an RTX 5090, with a native 12V-2x6 cable.',
    pounds: 169.99,
    specs: { wattage: 1000, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(4, 1, 2, 14) },
  }),
  psu({
    id: 'psu-be-quiet-dark-power-pro-13-1600w',
    brand: 'be quiet!',
    longName: 'be quiet! Dark Power Pro 13 1600W 80 PLUS Titanium ATX 3.0 Power Supply',
    shortName: 'Dark Power Pro 13 1600W',
    description: 'Titanium efficiency and two 12VHPWR cables for the most demanding workstations.',
    pounds: 429.99,
    specs: { wattage: 1600, formFactor: 'ATX', atx3: true, efficiency: '80 PLUS Titanium', modular: 'full', connectors: cables(6, 2, 3, 16) },
  }),
  psu({
    id: 'psu-corsair-sf750',
    brand: 'Corsair',
    longName: 'Corsair SF750 750W 80 PLUS Platinum SFX ATX 3.1 Power Supply',
    shortName: 'SF750 750W SFX',
    description: 'A small-form-factor supply for Mini-ITX builds, with Platinum efficiency.',
    pounds: 169.99,
    specs: { wattage: 750, formFactor: 'SFX', atx3: true, efficiency: '80 PLUS Platinum', modular: 'full', connectors: cables(2, 1, 2, 4) },
  }),
  psu({
    id: 'psu-cooler-master-v850-sfx-gold',
    brand: 'Cooler Master',
    longName: 'Cooler Master V850 SFX Gold 850W ATX 3.0 Power Supply',
    shortName: 'V850 SFX Gold',
    description: '850 W in an SFX shell, enough for a high-end graphics card in a compact case.',
    pounds: 149.99,
    specs: { wattage: 850, formFactor: 'SFX', atx3: true, efficiency: '80 PLUS Gold', modular: 'full', connectors: cables(3, 1, 2, 4) },
  }),
  psu({
    id: 'psu-silverstone-sx1000-platinum',
    brand: 'SilverStone',
    longName: 'SilverStone SX1000 Platinum 1000W SFX-L ATX 3.1 Power Supply',
    shortName: 'SX1000 Platinum SFX-L',
    description: 'A full kilowatt in an SFX-L body for small cases that take longer supplies.',
    pounds: 229.99,
    specs: { wattage: 1000, formFactor: 'SFX-L', atx3: true, efficiency: '80 PLUS Platinum', modular: 'full', connectors: cables(4, 1, 2, 8) },
  }),
];
