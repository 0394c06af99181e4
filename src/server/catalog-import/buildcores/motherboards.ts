import { catalogRow, summary } from '../shared/catalog-row-builder';
import {
  boardFormFactor,
  memoryType,
  normaliseSocket,
  vendorForSocket,
  wifiStandard,
} from '../shared/derive';
import { asRecord, at, finite, nonNegativeInt, positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { buildcoresIdentity, rowBase } from './common';

/**
 * Long (x16-length) or x1 slots from pcie_slots [{ gen, quantity, lanes }]. The dataset gives
 * wired lanes, the engine reads slot length (docs/compatibility.md): on desktop boards a slot
 * wired x2, x4 or x8 is an x16-length slot, so every slot of more than one lane counts as long.
 */
export function pcieSlots(slots: unknown, length: 'long' | 'x1'): number | null {
  if (!Array.isArray(slots)) return null;
  return slots.reduce<number>((sum, slot) => {
    const s = asRecord(slot);
    const lanes = s ? nonNegativeInt(s.lanes) : null;
    if (!s || lanes === null || lanes === 0) return sum;
    return (length === 'long') === lanes > 1 ? sum + (nonNegativeInt(s.quantity) ?? 0) : sum;
  }, 0);
}

/** M-key M.2 slots (E-key slots hold Wi-Fi cards). An empty list means the data is missing. */
export function m2Slots(slots: unknown): number | null {
  if (!Array.isArray(slots) || slots.length === 0) return null;
  return slots.filter((slot) => asRecord(slot)?.key !== 'E').length;
}

/** Every fan header (CPU, optional CPU, pump, case); unknown when not listed. */
export function fanHeaders(headers: unknown): number | null {
  const record = asRecord(headers);
  if (record === null) return null;
  return Object.values(record).reduce<number>(
    (sum, count) => sum + (nonNegativeInt(count) ?? 0),
    0,
  );
}

/** The fastest onboard port in Gb/s, from [{ speed: '2.5 Gb/s' }]. */
export function lanGbps(ports: unknown): number | null {
  if (!Array.isArray(ports) || ports.length === 0) return null;
  const speeds = ports
    .map((p) => Number.parseFloat(String(asRecord(p)?.speed ?? '')))
    .filter(Number.isFinite);
  return speeds.length ? Math.max(...speeds) : null;
}

export function mapBuildcoresMotherboard(value: unknown): MapResult {
  const identity = buildcoresIdentity('motherboard', value);
  if (typeof identity === 'string') return skip(identity);
  const { record } = identity;
  const rawSocket = text(record.socket);
  if (rawSocket === null) return skip('unknown socket');
  const socket = normaliseSocket(rawSocket);
  const vendor = vendorForSocket(socket);
  if (vendor === null) return skip('unsupported socket (integrated or multi-socket)');
  const rawForm = text(record.form_factor);
  const formFactor = rawForm === null ? null : boardFormFactor(rawForm);
  if (rawForm !== null && formFactor === null) return skip('unsupported board form factor');
  const rawMemory = text(at(record, 'memory.ram_type'));
  const memory = memoryType(rawMemory);
  if (rawMemory !== null && memory === null) return skip('unsupported memory type (DDR3 or older)');
  const chipset = text(record.chipset)?.replace(/^(Intel|AMD)\s+/i, '') ?? null;
  const sata = positiveInt(at(record, 'storage_devices.sata_6_gb_s'));
  const audio = [text(at(record, 'audio.chipset')), text(at(record, 'audio.channels'))]
    .filter(Boolean)
    .join(' ');
  const specs = {
    vendor,
    socket,
    chipset,
    formFactor,
    memoryType: memory,
    memorySlots: positiveInt(at(record, 'memory.slots')),
    maxMemoryGb: positiveInt(at(record, 'memory.max')),
    maxMemorySpeedMts: null,
    m2Slots: m2Slots(record.m2_slots),
    // Zero SATA ports is how the data says "not given" for most boards: unknown.
    sataPorts: sata,
    pcieX16Slots: pcieSlots(record.pcie_slots, 'long'),
    pcieX1Slots: pcieSlots(record.pcie_slots, 'x1'),
    fanHeaders: fanHeaders(record.fan_headers),
    wifi: wifiStandard(text(record.wireless_networking)),
    lanGbps: lanGbps(record.onboard_ethernet),
    onboardAudio: audio === '' ? null : audio,
    biosSupport: null,
  };
  const description = summary([
    [formFactor, socket, chipset, 'motherboard'].filter(Boolean).join(' '),
    specs.memorySlots && `${specs.memorySlots} ${memory ?? 'memory'} slots`,
    specs.m2Slots && `${specs.m2Slots} M.2 slot${specs.m2Slots === 1 ? '' : 's'}`,
    specs.wifi && specs.wifi !== 'none' && specs.wifi,
    finite(specs.lanGbps) && `${specs.lanGbps} GbE`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'motherboard', description, specs }) };
}
