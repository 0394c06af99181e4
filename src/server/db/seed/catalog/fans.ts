/** Case fans in single units and multi-packs; maxNumAllowed caps how many a build may take. */
import type { FansProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

type Fans = Parameters<typeof curated<'fans'>>[1];
const fans = (fields: Fans): FansProduct => curated('fans', fields);

export const fanProducts: FansProduct[] = [
  fans({
    id: 'fans-arctic-p12-pwm-pst-5-pack',
    brand: 'ARCTIC',
    longName: 'ARCTIC P12 PWM PST 120mm Case Fans, 5-Pack',
    shortName: 'P12 PWM PST (5-pack)',
    description:
      'Five pressure-optimised 120 mm fans that daisy-chain from one header. Superb value.',
    pounds: 29.99,
    specs: { sizeMm: 120, packSize: 5, rgb: false, airflowCfm: 56.3, maxNumAllowed: 2 },
  }),
  fans({
    id: 'fans-arctic-p14-pwm-pst-5-pack',
    brand: 'ARCTIC',
    longName: 'ARCTIC P14 PWM PST 140mm Case Fans, 5-Pack',
    shortName: 'P14 PWM PST (5-pack)',
    description: 'Five quiet 140 mm fans for cases with large mounts.',
    pounds: 39.99,
    specs: { sizeMm: 140, packSize: 5, rgb: false, airflowCfm: 72.8, maxNumAllowed: 2 },
  }),
  fans({
    id: 'fans-noctua-nf-a12x25-pwm-chromax-black',
    brand: 'Noctua',
    longName: 'Noctua NF-A12x25 PWM chromax.black 120mm Case Fan',
    shortName: 'NF-A12x25 chromax.black',
    description: 'The reference 120 mm fan: strong airflow with very little noise.',
    pounds: 32.95,
    specs: { sizeMm: 120, packSize: 1, rgb: false, airflowCfm: 60.1, maxNumAllowed: 6 },
  }),
  fans({
    id: 'fans-be-quiet-silent-wings-4-140-pwm',
    brand: 'be quiet!',
    longName: 'be quiet! Silent Wings 4 140mm PWM Case Fan',
    shortName: 'Silent Wings 4 140mm',
    description: 'Whisper-quiet 140 mm fan with fluid-dynamic bearing and decoupled corners.',
    pounds: 24.99,
    specs: { sizeMm: 140, packSize: 1, rgb: false, airflowCfm: 77.2, maxNumAllowed: 6 },
  }),
  fans({
    id: 'fans-corsair-icue-link-rx120-rgb-3-pack',
    brand: 'Corsair',
    longName: 'Corsair iCUE LINK RX120 RGB 120mm Case Fans, Starter Kit 3-Pack',
    shortName: 'iCUE LINK RX120 RGB (3-pack)',
    description: 'Bright RGB fans that connect with one cable each, hub included.',
    pounds: 99.99,
    specs: { sizeMm: 120, packSize: 3, rgb: true, airflowCfm: 73.5, maxNumAllowed: 3 },
  }),
  fans({
    id: 'fans-lian-li-uni-fan-sl-infinity-120-3-pack',
    brand: 'Lian Li',
    longName: 'Lian Li UNI FAN SL-INF 120mm RGB Case Fans, 3-Pack with Controller',
    shortName: 'UNI FAN SL-INF 120 (3-pack)',
    description: 'Infinity-mirror RGB fans that slide together to cut cable clutter.',
    pounds: 89.99,
    specs: { sizeMm: 120, packSize: 3, rgb: true, airflowCfm: 61.3, maxNumAllowed: 3 },
  }),
];
