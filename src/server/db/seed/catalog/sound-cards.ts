/** Sound cards plus the onboard option (price 0). */
import type { SoundcardProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

type Card = Parameters<typeof curated<'soundcard'>>[1];
const card = (fields: Card): SoundcardProduct => curated('soundcard', fields);

export const ONBOARD_SOUND_ID = 'soundcard-onboard';

export const soundCards: SoundcardProduct[] = [
  card({
    id: ONBOARD_SOUND_ID,
    brand: '.Onboard',
    longName: 'Onboard Audio (motherboard)',
    shortName: 'Onboard Audio',
    description:
      'Use the audio built into your motherboard. Good enough for most headsets and speakers.',
    pounds: 0,
    specs: { onboard: true, interface: 'onboard', channels: null },
  }),
  card({
    id: 'soundcard-creative-sound-blaster-ae-5-plus',
    brand: 'Creative',
    longName: 'Creative Sound Blaster AE-5 Plus PCIe Gaming Sound Card',
    shortName: 'Sound Blaster AE-5 Plus',
    description:
      'A 32-bit/384 kHz DAC and a built-in headphone amp for clear, detailed game audio.',
    pounds: 129.99,
    specs: { onboard: false, interface: 'PCIe x1', channels: '5.1' },
  }),
  card({
    id: 'soundcard-creative-sound-blaster-ae-7',
    brand: 'Creative',
    longName: 'Creative Sound Blaster AE-7 PCIe Sound Card with Audio Control Module',
    shortName: 'Sound Blaster AE-7',
    description: 'High-end audio with a desktop control pod for volume and microphone.',
    pounds: 199.99,
    specs: { onboard: false, interface: 'PCIe x1', channels: '5.1' },
  }),
  card({
    id: 'soundcard-asus-xonar-se',
    brand: 'ASUS',
    longName: 'ASUS Xonar SE 5.1 PCIe Gaming Sound Card',
    shortName: 'Xonar SE',
    description: 'An affordable upgrade over onboard audio, with a headphone amplifier.',
    pounds: 49.99,
    specs: { onboard: false, interface: 'PCIe x1', channels: '5.1' },
  }),
  card({
    id: 'soundcard-creative-sound-blaster-x4',
    brand: 'Creative',
    longName: 'Creative Sound Blaster X4 USB DAC and Amp with 7.1 Virtual Surround',
    shortName: 'Sound Blaster X4',
    description: 'An external USB sound card with a big volume knob; needs no free expansion slot.',
    pounds: 109.99,
    specs: { onboard: false, interface: 'USB', channels: '7.1' },
  }),
];
