import type { MemoryType } from '../../../domain/catalog/spec-constants';
import { catalogRow, summary } from '../shared/catalog-row-builder';
import {
  boardFormFactor,
  memoryTypesForSocket,
  normaliseSocket,
  vendorForSocket,
} from '../shared/derive';
import { positiveInt, text } from '../shared/fields';
import { skip, type MapResult } from '../shared/map-result';
import { pcPartIdentity, rowBase, type PcPartOptions } from './common';

/** A chipset named in the board's name, e.g. 'MSI B650 GAMING PLUS WIFI' -> 'B650'. */
export function chipsetFromName(name: string): string | null {
  const match = /(?:^|[\s-])((?:[ABHQWXZ]\d{3}E?)|(?:TRX\d{2}|WRX\d{2}))(?:M|I|E)?(?=$|[\s-])/.exec(
    name.toUpperCase(),
  );
  return match?.[1] ?? null;
}

/** The board's memory: one type when the socket's platform has one, or when the name says DDR4 ('D4'). */
function boardMemoryType(socket: string, name: string): MemoryType | null {
  const types = memoryTypesForSocket(socket);
  if (types?.length === 1) return types[0] ?? null;
  if (types !== null && /\b(DDR4|D4)\b/i.test(name)) return 'DDR4';
  if (types !== null && /\b(DDR5|D5)\b/i.test(name)) return 'DDR5';
  return null;
}

export function mapPcPartMotherboard(value: unknown, options: PcPartOptions): MapResult {
  const identity = pcPartIdentity('motherboard', value, options);
  if (typeof identity === 'string') return skip(identity);
  const { record, longName } = identity;
  const rawSocket = text(record.socket);
  if (rawSocket === null) return skip('unknown socket');
  const socket = normaliseSocket(rawSocket);
  const vendor = vendorForSocket(socket);
  if (vendor === null) return skip('unsupported socket (integrated or multi-socket)');
  const rawForm = text(record.form_factor);
  const formFactor = rawForm === null ? null : boardFormFactor(rawForm);
  if (rawForm !== null && formFactor === null) return skip('unsupported board form factor');
  const chipset = chipsetFromName(longName);
  const memoryType = boardMemoryType(socket, longName);
  const memorySlots = positiveInt(record.memory_slots);
  const maxMemoryGb = positiveInt(record.max_memory);
  const specs = {
    vendor,
    socket,
    chipset,
    formFactor,
    memoryType,
    memorySlots,
    maxMemoryGb,
    maxMemorySpeedMts: null,
    m2Slots: null,
    sataPorts: null,
    pcieX16Slots: null,
    pcieX1Slots: null,
    fanHeaders: null,
    wifi: null,
    lanGbps: null,
    onboardAudio: null,
    biosSupport: null,
  };
  const description = summary([
    [formFactor, socket, chipset, 'motherboard'].filter(Boolean).join(' '),
    memorySlots && `${memorySlots} ${memoryType ?? 'memory'} slots`,
    maxMemoryGb && `up to ${maxMemoryGb} GB`,
  ]);
  return { row: catalogRow({ ...rowBase(identity), category: 'motherboard', description, specs }) };
}
