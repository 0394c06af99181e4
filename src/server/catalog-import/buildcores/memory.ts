import { catalogRow, summary } from '../shared/catalog-row-builder';
import { memoryType } from '../shared/derive';
import { at, positive, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

export function mapBuildcoresMemory(value: unknown): MapResult {
  const identity = buildcoresIdentity('memory', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const rawType = text(record.ram_type);
  const type = memoryType(rawType);
  if (type === null)
    return skip(rawType === null ? 'unknown memory type' : `unsupported memory type (${rawType})`);
  const form = text(record.form_factor);
  if (form !== null && /SO-DIMM/i.test(form))
    return skip('unsupported memory form factor (SO-DIMM)');
  if (/^registered$/i.test(text(record.registered) ?? ''))
    return skip('unsupported memory (registered)');
  const modules = positiveInt(at(record, 'modules.quantity'));
  const moduleSizeGb = positiveInt(at(record, 'modules.capacity_gb'));
  const speedMts = positiveInt(record.speed);
  const casLatency = positiveInt(record.cas_latency);
  const specs = {
    type,
    speedMts,
    modules,
    moduleSizeGb,
    casLatency,
    heightMm: positive(record.height),
    rgb: typeof record.rgb === 'boolean' ? record.rgb : null,
  };
  const kit = modules && moduleSizeGb ? `${modules} x ${moduleSizeGb} GB` : null;
  const description = summary([
    kit ? `${kit} ${type} memory kit` : `${type} memory`,
    speedMts && `${speedMts} MT/s`,
    casLatency && `CL${casLatency}`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'memory', description, specs }) };
}
