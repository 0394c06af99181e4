import { moduleKind } from '../../../domain/compatibility/platform/memory-modules';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { memoryType } from '../shared/derive';
import { positiveInt } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

export function mapPcPartMemory(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('memory', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const [generation, speed] = Array.isArray(record.speed) ? record.speed : [];
  const type = memoryType(generation);
  if (type === null)
    return skip(
      generation === undefined
        ? 'unknown memory type'
        : `unsupported memory type (DDR${String(generation)})`,
    );
  const [count, size] = Array.isArray(record.modules) ? record.modules : [];
  const modules = positiveInt(count);
  const moduleSizeGb = positiveInt(size);
  const speedMts = positiveInt(speed);
  const casLatency = positiveInt(record.cas_latency);
  const specs = {
    type,
    speedMts,
    modules,
    moduleSizeGb,
    casLatency,
    heightMm: null,
    // Only a name that says RGB tells us; its absence proves nothing.
    rgb: /\bRGB\b/i.test(longName) ? true : null,
    // No field says: the name does (a server line stays unknown), see memory-modules.ts.
    ...moduleKind(longName),
  };
  const kit = modules && moduleSizeGb ? `${modules} x ${moduleSizeGb} GB` : null;
  const detail = [
    speedMts ? `${type}-${speedMts}` : type,
    casLatency && `CL${casLatency}`,
    kit && `(${kit})`,
  ];
  const described = detail.filter(Boolean).join(' ');
  return {
    row: catalogRow({
      ...rowBase(identity),
      longName: `${longName} ${described}`,
      category: 'memory',
      description: summary([
        kit ? `${kit} ${type} memory kit` : `${type} memory`,
        speedMts && `${speedMts} MT/s`,
        casLatency && `CL${casLatency}`,
      ]),
      specs,
    }),
  };
}
