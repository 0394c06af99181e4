import { catalogRow, summary } from '../shared/catalog-row-builder';
import { finite, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

type CardInterface = 'PCIe x1' | 'PCIe x4' | 'USB';

/** The card's bus when a build can take it: PCIe x1 / x4 slots or USB. */
export function cardInterface(value: string | null): CardInterface | null {
  if (value === null) return null;
  if (/^PCIe x1$/i.test(value)) return 'PCIe x1';
  if (/^PCIe x4$/i.test(value)) return 'PCIe x4';
  if (/^USB/i.test(value)) return 'USB';
  return null;
}

/** 'Microsoft Windows 11 Pro OEM - DVD 64-bit' -> 'Windows 11 Pro OEM - DVD 64-bit'. */
export function osEdition(name: string): string {
  return name.replace(/^Microsoft\s+/i, '');
}

export function mapPcPartOs(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('os', value, options);
  if (typeof identity === 'string') return skip(identity);
  const maxMemoryGb = positiveInt(identity.record.max_memory);
  const specs = { edition: osEdition(identity.longName), maxMemoryGb };
  const description = summary([
    'operating system',
    maxMemoryGb && `uses up to ${maxMemoryGb} GB of memory`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'os', description, specs }) };
}

export function mapPcPartSoundCard(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('soundcard', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const iface = cardInterface(text(record.interface));
  if (iface !== 'PCIe x1' && iface !== 'USB') return skip('unsupported card interface');
  const channels = finite(record.channels);
  const specs = {
    onboard: false,
    interface: iface,
    channels: channels === null ? null : channels.toFixed(1),
  };
  const description = summary([
    `${iface} sound card`,
    channels !== null && `${channels.toFixed(1)} channels`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'soundcard', description, specs }) };
}

export function mapPcPartNetworkCard(wireless: boolean) {
  return (value: unknown, options: PcPartOptions): MapResult => {
    const identity = pcPartIdentity(wireless ? 'wifi' : 'ethernet', value, options);
    if (typeof identity === 'string') return skip(identity);
    const { record } = identity;
    const iface = cardInterface(text(record.interface));
    if (iface === null) return skip('unsupported card interface');
    const standard = wireless ? text(record.protocol) : null;
    const specs = {
      onboard: false,
      kind: wireless ? ('wifi' as const) : ('ethernet' as const),
      standard,
      speed: null,
      interface: iface,
    };
    const description = summary([
      `${iface} ${wireless ? 'wireless' : 'wired'} network adapter`,
      standard,
    ]);
    return {
      row: catalogRow({ ...rowBase(identity), category: 'networking', description, specs }),
    };
  };
}
