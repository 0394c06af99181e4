/** Wi-Fi and Ethernet cards plus the onboard option (price 0). */
import type { NetworkingProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

type Card = Parameters<typeof curated<'networking'>>[1];
const card = (fields: Card): NetworkingProduct => curated('networking', fields);

export const ONBOARD_NETWORKING_ID = 'networking-onboard';

export const networkingCards: NetworkingProduct[] = [
  card({
    id: ONBOARD_NETWORKING_ID,
    brand: '.Onboard',
    longName: 'Onboard Networking (motherboard)',
    shortName: 'Onboard Networking',
    description: 'Use the Ethernet and, where fitted, Wi-Fi built into your motherboard.',
    pounds: 0,
    specs: { onboard: true, kind: 'onboard', standard: null, speed: null, interface: 'onboard' },
  }),
  card({
    id: 'networking-tp-link-archer-tbe550e',
    brand: 'TP-Link',
    longName: 'TP-Link Archer TBE550E BE9300 Wi-Fi 7 Bluetooth 5.4 PCIe Adapter',
    shortName: 'Archer TBE550E Wi-Fi 7',
    description: 'Tri-band Wi-Fi 7 and Bluetooth 5.4 for a fast, low-latency wireless connection.',
    pounds: 79.99,
    specs: {
      onboard: false,
      kind: 'wifi',
      standard: 'Wi-Fi 7',
      speed: 'BE9300',
      interface: 'PCIe x1',
    },
  }),
  card({
    id: 'networking-asus-pce-be92bt',
    brand: 'ASUS',
    longName: 'ASUS PCE-BE92BT Wi-Fi 7 Bluetooth 5.4 PCIe Adapter',
    shortName: 'PCE-BE92BT Wi-Fi 7',
    description: 'Wi-Fi 7 with a magnetic antenna base you can place for the best signal.',
    pounds: 89.99,
    specs: {
      onboard: false,
      kind: 'wifi',
      standard: 'Wi-Fi 7',
      speed: 'BE9200',
      interface: 'PCIe x1',
    },
  }),
  card({
    id: 'networking-tp-link-archer-txe75e',
    brand: 'TP-Link',
    longName: 'TP-Link Archer TXE75E AXE5400 Wi-Fi 6E Bluetooth 5.3 PCIe Adapter',
    shortName: 'Archer TXE75E Wi-Fi 6E',
    description: 'Wi-Fi 6E on the quiet 6 GHz band, plus Bluetooth for your headset and pad.',
    pounds: 44.99,
    specs: {
      onboard: false,
      kind: 'wifi',
      standard: 'Wi-Fi 6E',
      speed: 'AXE5400',
      interface: 'PCIe x1',
    },
  }),
  card({
    id: 'networking-tp-link-archer-tx20u-plus',
    brand: 'TP-Link',
    longName: 'TP-Link Archer TX20U Plus AX1800 Wi-Fi 6 USB Adapter',
    shortName: 'Archer TX20U Plus',
    description: 'A USB Wi-Fi 6 adapter with a desk cradle: no expansion slot needed.',
    pounds: 29.99,
    specs: { onboard: false, kind: 'wifi', standard: 'Wi-Fi 6', speed: 'AX1800', interface: 'USB' },
  }),
  card({
    id: 'networking-tp-link-tx201',
    brand: 'TP-Link',
    longName: 'TP-Link TX201 2.5 Gigabit PCIe Network Card',
    shortName: 'TX201 2.5GbE',
    description: 'Adds a 2.5 Gb/s Ethernet port for faster downloads on a wired network.',
    pounds: 24.99,
    specs: {
      onboard: false,
      kind: 'ethernet',
      standard: '2.5GBASE-T',
      speed: '2.5 Gb/s',
      interface: 'PCIe x1',
    },
  }),
  card({
    id: 'networking-asus-xg-c100c',
    brand: 'ASUS',
    longName: 'ASUS XG-C100C 10 Gigabit PCIe Network Card',
    shortName: 'XG-C100C 10GbE',
    description: '10 Gb/s Ethernet for fast transfers to a NAS or a home server.',
    pounds: 89.99,
    specs: {
      onboard: false,
      kind: 'ethernet',
      standard: '10GBASE-T',
      speed: '10 Gb/s',
      interface: 'PCIe x4',
    },
  }),
];
