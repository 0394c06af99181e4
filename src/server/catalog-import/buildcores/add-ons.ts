import { catalogRow, summary } from '../shared/catalog-row-builder';
import { skip, type MapResult } from '../shared/map-result';
import { osEdition } from '../pc-part-dataset/add-ons';
import { buildcoresIdentity, rowBase } from './common';

/** These files carry only a name: the bus and kind come from the words in it. */
export function interfaceFromName(name: string): 'PCIe x1' | 'PCIe x4' | 'USB' | null {
  if (/\bPCI-?E(xpress)?\s*(x1|1x)\b/i.test(name)) return 'PCIe x1';
  if (/\bPCI-?E(xpress)?\s*(x4|4x)\b/i.test(name)) return 'PCIe x4';
  if (/\bUSB\b/i.test(name)) return 'USB';
  return null;
}

export function mapBuildcoresOs(value: unknown): MapResult {
  const identity = buildcoresIdentity('os', value);
  if (typeof identity === 'string') return skip(identity);
  const specs = { edition: osEdition(identity.longName), maxMemoryGb: null };
  return {
    row: catalogRow({
      ...rowBase(identity),
      category: 'os',
      description: 'Operating system.',
      specs,
    }),
  };
}

export function mapBuildcoresSoundCard(value: unknown): MapResult {
  const identity = buildcoresIdentity('soundcard', value);
  if (typeof identity === 'string') return skip(identity);
  const iface = interfaceFromName(identity.longName);
  if (iface !== 'PCIe x1' && iface !== 'USB') return skip('unknown card interface');
  const channels = /\b(\d\.1)\s*(-?\s*channel|ch)\b/i.exec(identity.longName)?.[1] ?? null;
  const specs = { onboard: false, interface: iface, channels };
  const description = summary([`${iface} sound card`, channels && `${channels} channels`]);
  return { row: catalogRow({ ...rowBase(identity), category: 'soundcard', description, specs }) };
}

export function mapBuildcoresNetworkCard(value: unknown): MapResult {
  const identity = buildcoresIdentity('network', value);
  if (typeof identity === 'string') return skip(identity);
  const name = identity.longName;
  const iface = interfaceFromName(name);
  if (iface === null) return skip('unknown card interface');
  const wireless = /wi-?fi|wireless|802\.11|bluetooth/i.test(name);
  const wired = /ethernet|gigabit|\bGbE\b|\bLAN\b|\d+G?base-t/i.test(name);
  if (wireless === wired) return skip('unknown network card kind');
  const standard = wireless ? (/wi-?fi\s*(\d+E?)/i.exec(name)?.[1] ?? null) : null;
  const specs = {
    onboard: false,
    kind: wireless ? ('wifi' as const) : ('ethernet' as const),
    standard: standard === null ? null : `Wi-Fi ${standard.toUpperCase()}`,
    speed: null,
    interface: iface,
  };
  const description = summary([
    `${iface} ${wireless ? 'wireless' : 'wired'} network adapter`,
    specs.standard,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'networking', description, specs }) };
}
