import type { CpuVendor } from '../../../domain/catalog/spec-constants';
import { deriveGeneration } from '../../../domain/compatibility/platform/cpu-generation';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { memoryTypesForSocket } from '../shared/derive';
import { positive, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

/** Desktop sockets by microarchitecture, where every desktop part of it shares one socket. */
const SOCKET_BY_ARCH: Record<string, string> = {
  'Arrow Lake': 'LGA1851',
  'Raptor Lake Refresh': 'LGA1700',
  'Raptor Lake': 'LGA1700',
  'Alder Lake': 'LGA1700',
  'Rocket Lake': 'LGA1200',
  'Comet Lake': 'LGA1200',
  'Coffee Lake Refresh': 'LGA1151',
  'Coffee Lake': 'LGA1151',
  'Cascade Lake': 'LGA2066',
  'Zen 5': 'AM5',
  'Zen 4': 'AM5',
  'Zen 3': 'AM4',
  'Zen 2': 'AM4',
  'Zen+': 'AM4',
  Zen: 'AM4',
};

/**
 * The socket from the microarchitecture. Threadripper shares a microarchitecture with
 * Ryzen but not its socket, and mobile parts are soldered: both stay unknown.
 */
export function socketFor(microarchitecture: string | null, name: string): string | null {
  if (microarchitecture === null) return null;
  if (/threadripper|epyc 7|xeon/i.test(name) && !/epyc 4\d{3}/i.test(name)) return null;
  if (/\d{4}(H|HS|HX|U)\b/.test(name)) return null;
  return SOCKET_BY_ARCH[microarchitecture] ?? null;
}

export function mapPcPartCpu(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('cpu', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const vendor: CpuVendor | null = /^amd\b/i.test(longName)
    ? 'amd'
    : /^intel\b/i.test(longName)
      ? 'intel'
      : null;
  if (vendor === null) return skip('unknown CPU vendor');
  const microarchitecture = text(record.microarchitecture);
  const socket = socketFor(microarchitecture, longName);
  // The model number names the platform generation where it is unambiguous (see cpu-generation.ts).
  const generation =
    deriveGeneration(longName, vendor, socket, microarchitecture) ?? microarchitecture;
  const graphics = text(record.graphics);
  const cores = positiveInt(record.core_count);
  const baseClockGhz = positive(record.core_clock);
  const tdpW = positiveInt(record.tdp);
  const specs = {
    vendor,
    socket,
    generation,
    cores,
    threads: null,
    baseClockGhz,
    boostClockGhz: positive(record.boost_clock),
    tdpW,
    peakPowerW: null,
    // The dataset lists the integrated GPU "if any": null there means the CPU has none.
    integratedGraphics: graphics,
    hasIntegratedGraphics: graphics !== null,
    memoryTypes: memoryTypesForSocket(socket),
    maxMemorySpeedMts: null,
    boxedCooler: null,
  };
  const description = summary([
    cores && `${cores}-core${socket ? ` ${socket}` : ''} processor`,
    baseClockGhz && `${baseClockGhz} GHz base`,
    tdpW && `${tdpW} W TDP`,
    graphics ? `${graphics} integrated graphics` : 'needs a graphics card',
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'cpu', description, specs }) };
}
