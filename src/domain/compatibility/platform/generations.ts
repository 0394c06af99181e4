/**
 * Processor generations as platform support knows them: one key per line of processors that
 * chipsets treat alike (a Xeon line is its own key where Intel locks it to workstation
 * chipsets). Keys are the makers' code names; shoppers read the label.
 */
export const GENERATION_LABELS = {
  // Intel LGA1151
  Skylake: '6th-gen Core (Skylake)',
  'Kaby Lake': '7th-gen Core (Kaby Lake)',
  'Coffee Lake': '8th-gen Core (Coffee Lake)',
  'Coffee Lake Refresh': '9th-gen Core (Coffee Lake Refresh)',
  'Xeon E3 v5': 'Xeon E3-1200 v5 (Skylake)',
  'Xeon E3 v6': 'Xeon E3-1200 v6 (Kaby Lake)',
  'Xeon E-2100': 'Xeon E-2100 (Coffee Lake)',
  'Xeon E-2200': 'Xeon E-2200 (Coffee Lake Refresh)',
  // Intel LGA1200, LGA1700, LGA1851
  'Comet Lake': '10th-gen Core (Comet Lake)',
  'Rocket Lake': '11th-gen Core (Rocket Lake)',
  'Alder Lake': '12th-gen Core (Alder Lake)',
  'Raptor Lake': '13th-gen Core (Raptor Lake)',
  'Raptor Lake Refresh': '14th-gen Core (Raptor Lake Refresh)',
  'Arrow Lake': 'Core Ultra 200S (Arrow Lake)',
  'Arrow Lake Refresh': 'Core Ultra 200S Plus (Arrow Lake Refresh)',
  // Intel high-end desktop
  'Haswell-E': 'Core i7-5800/5900 (Haswell-E)',
  'Broadwell-E': 'Core i7-6800/6900 (Broadwell-E)',
  'Xeon E5 v3': 'Xeon E5 v3 (Haswell-EP)',
  'Xeon E5 v4': 'Xeon E5 v4 (Broadwell-EP)',
  'Skylake-X': 'Core X 7800/7900 (Skylake-X)',
  'Kaby Lake-X': 'Core X 7640X/7740X (Kaby Lake-X)',
  'Skylake-X Refresh': 'Core X 9800/9900 (Skylake-X Refresh)',
  'Cascade Lake-X': 'Core X 10900 (Cascade Lake-X)',
  'Xeon W-2100': 'Xeon W-2100 (Skylake-W)',
  'Xeon W-2200': 'Xeon W-2200 (Cascade Lake-W)',
  // AMD AM4
  'Bristol Ridge': 'A-series 9000 (Bristol Ridge)',
  'Summit Ridge': 'Ryzen 1000 (Zen, Summit Ridge)',
  'Raven Ridge': 'Ryzen 2000G (Zen, Raven Ridge)',
  'Pinnacle Ridge': 'Ryzen 2000 (Zen+, Pinnacle Ridge)',
  Picasso: 'Ryzen 3000G (Zen+, Picasso)',
  Matisse: 'Ryzen 3000 (Zen 2, Matisse)',
  Renoir: 'Ryzen 4000 (Zen 2, Renoir)',
  Vermeer: 'Ryzen 5000 (Zen 3, Vermeer)',
  Cezanne: 'Ryzen 5000G (Zen 3, Cezanne)',
  // AMD AM5
  Raphael: 'Ryzen 7000 (Zen 4, Raphael)',
  Phoenix: 'Ryzen 8000 (Zen 4, Phoenix)',
  'Granite Ridge': 'Ryzen 9000 (Zen 5, Granite Ridge)',
  // AMD Threadripper
  Whitehaven: 'Threadripper 1000 (Whitehaven)',
  Colfax: 'Threadripper 2000 (Colfax)',
  'Castle Peak': 'Threadripper 3000 (Castle Peak)',
  'Storm Peak': 'Threadripper 7000 (Storm Peak)',
  'Shimada Peak': 'Threadripper 9000 (Shimada Peak)',
} as const;

export type Generation = keyof typeof GENERATION_LABELS;
export const GENERATIONS = Object.keys(GENERATION_LABELS) as Generation[];
