import type { MemoryType } from '../../../domain/catalog/spec-constants';
import { deriveGeneration } from '../../../domain/compatibility/platform/cpu-generation';
import { GENERATIONS } from '../../../domain/compatibility/platform/generations';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { memoryType, normaliseSocket, vendorForSocket } from '../shared/derive';
import { at, positive, positiveInt, stringList, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

/** DDR4/DDR5 support; null when the list is empty (unknown) or names only older types. */
function memoryTypes(list: string[]): MemoryType[] | null {
  const types = list.map(memoryType).filter((t): t is MemoryType => t !== null);
  return types.length > 0 ? [...new Set(types)].sort() : null;
}

function integratedGraphics(model: string | null): {
  integratedGraphics: string | null;
  hasIntegratedGraphics: boolean | null;
} {
  if (model === null) return { integratedGraphics: null, hasIntegratedGraphics: null };
  if (/^none$/i.test(model)) return { integratedGraphics: null, hasIntegratedGraphics: false };
  return { integratedGraphics: model, hasIntegratedGraphics: true };
}

/**
 * The platform generation: from the model number first (BuildCores labels the i9-13900K
 * "Raptor Lake Refresh"), then its code name (`coreFamily`, e.g. "Vermeer") where that is
 * one of the engine's generations, else its microarchitecture as given.
 */
export function buildcoresGeneration(
  name: string,
  vendor: 'intel' | 'amd',
  socket: string | null,
  record: Record<string, unknown>,
): string | null {
  const microarchitecture = text(record.microarchitecture);
  const derived = deriveGeneration(name, vendor, socket, microarchitecture);
  if (derived) return derived;
  const family = text(record.coreFamily);
  if (family && (GENERATIONS as readonly string[]).includes(family)) return family;
  return microarchitecture;
}

export function mapBuildcoresCpu(value: unknown): MapResult {
  const identity = buildcoresIdentity('cpu', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const rawSocket = text(record.socket);
  const socket = rawSocket === null ? null : normaliseSocket(rawSocket);
  const maker = text(at(record, 'metadata.manufacturer'))?.toLowerCase();
  const vendor =
    maker === 'amd' || maker === 'intel' ? maker : socket ? vendorForSocket(socket) : null;
  if (vendor === null) return skip('unknown CPU vendor');
  const listed = stringList(at(record, 'specifications.memory.types'));
  const types = memoryTypes(listed);
  if (types === null && listed.length > 0) return skip('unsupported memory type (DDR3 or older)');
  const cores = positiveInt(at(record, 'cores.total'));
  const baseClockGhz = positive(at(record, 'clocks.performance.base'));
  const tdpW = positiveInt(at(record, 'specifications.tdp'));
  const graphics = integratedGraphics(text(at(record, 'specifications.integratedGraphics.model')));
  const cooler = at(record, 'specifications.includesCooler');
  const specs = {
    vendor,
    socket,
    generation: buildcoresGeneration(identity.longName, vendor, socket, record),
    cores,
    threads: positiveInt(at(record, 'cores.threads')),
    baseClockGhz,
    boostClockGhz: positive(at(record, 'clocks.performance.boost')),
    tdpW,
    peakPowerW: positiveInt(at(record, 'specifications.ppt')),
    ...graphics,
    memoryTypes: types,
    maxMemorySpeedMts: null,
    boxedCooler: typeof cooler === 'boolean' ? cooler : null,
  };
  const description = summary([
    cores && `${cores}-core${socket ? ` ${socket}` : ''} processor`,
    baseClockGhz && `${baseClockGhz} GHz base`,
    tdpW && `${tdpW} W TDP`,
    graphics.hasIntegratedGraphics === false
      ? 'needs a graphics card'
      : graphics.integratedGraphics && `${graphics.integratedGraphics}`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'cpu', description, specs }) };
}
