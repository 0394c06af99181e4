import {
  moduleKind,
  moduleKindFromNames,
} from '../../../domain/compatibility/platform/memory-modules';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import { memoryType } from '../shared/derive';
import { at, positive, positiveInt, stringList, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

/**
 * Registered and ECC from the name and part numbers first: 152 records say "Registered" in
 * the name while their `registered` field says "Unbuffered". The fields count only where the
 * name and part numbers say nothing.
 */
export function registeredAndEcc(
  name: string,
  record: Record<string, unknown>,
): { registered: boolean | null; ecc: boolean | null } {
  const partNumbers = stringList(at(record, 'metadata.part_numbers'));
  const said = moduleKindFromNames(name, partNumbers);
  const byDefault = moduleKind(name, partNumbers);
  const field = text(record.registered)?.toLowerCase();
  const eccField = text(record.ecc)?.toLowerCase();
  return {
    // An "Unbuffered" field is not believed over a server line's silence (see above).
    registered: said.registered ?? (field === 'registered' ? true : byDefault.registered),
    ecc: said.ecc ?? (eccField === 'ecc' ? true : eccField === 'non-ecc' ? false : byDefault.ecc),
  };
}

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
    ...registeredAndEcc(identity.longName, record),
  };
  const kit = modules && moduleSizeGb ? `${modules} x ${moduleSizeGb} GB` : null;
  const description = summary([
    `${kit ? `${kit} ` : ''}${specs.registered ? 'registered ' : ''}${type} memory${kit ? ' kit' : ''}`,
    speedMts && `${speedMts} MT/s`,
    casLatency && `CL${casLatency}`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'memory', description, specs }) };
}
