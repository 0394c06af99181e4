/**
 * "How to fix it" sentences built from the catalogue's in-stock products (precomputed in the
 * index, so each is a map read or a binary search). Only validation asks for them.
 */
import type { BoardFormFactor, MemoryType, PsuFormFactor } from '../catalog/spec-constants';
import {
  countAtLeast,
  countAtMost,
  countOf,
  statKey,
  type CatalogueIndex,
} from './catalogue-index';
import { inStock, mm } from './rule';

export function boardsWithSocket(index: CatalogueIndex, socket: string): string {
  const count = countOf(index, statKey('motherboard', 'socket', socket));
  return `${inStock(count, 'motherboard')} ${count === 1 ? 'has' : 'have'} the ${socket} socket.`;
}

export function boardsForCase(
  index: CatalogueIndex,
  supported: readonly BoardFormFactor[],
): string {
  let count = 0;
  for (const formFactor of supported)
    count += countOf(index, statKey('motherboard', 'formFactor', formFactor));
  return `${inStock(count, 'motherboard')} ${count === 1 ? 'fits' : 'fit'} this case.`;
}

export function casesForBoard(index: CatalogueIndex, formFactor: BoardFormFactor): string {
  const count = countOf(index, statKey('case', 'board', formFactor));
  return `${inStock(count, 'case')} ${count === 1 ? 'takes' : 'take'} ${formFactor} boards.`;
}

export function memoryOfType(index: CatalogueIndex, type: MemoryType): string {
  const count = countOf(index, statKey('memory', 'type', type));
  return `${inStock(count, 'memory kit')} ${count === 1 ? 'is' : 'are'} ${type}.`;
}

export function gpuLengthFixes(
  index: CatalogueIndex,
  lengthMm: number,
  clearanceMm: number,
): string {
  const cards = countAtMost(index.stats.gpuLengthMm, clearanceMm);
  const cases = countAtLeast(index.stats.caseGpuClearanceMm, lengthMm);
  return `${inStock(cards, 'graphics card')} ${cards === 1 ? 'is' : 'are'} ${mm(clearanceMm)} or shorter, and ${inStock(cases, 'case')} ${cases === 1 ? 'takes' : 'take'} a ${mm(lengthMm)} card.`;
}

export function coolerHeightFixes(
  index: CatalogueIndex,
  heightMm: number,
  clearanceMm: number,
): string {
  const coolers = countAtMost(index.stats.airCoolerHeightMm, clearanceMm);
  const cases = countAtLeast(index.stats.caseCoolerClearanceMm, heightMm);
  return `${inStock(coolers, 'air cooler')} ${coolers === 1 ? 'is' : 'are'} ${mm(clearanceMm)} or lower, and ${inStock(cases, 'case')} ${cases === 1 ? 'takes' : 'take'} a ${mm(heightMm)} cooler.`;
}

export function coolersForSocket(index: CatalogueIndex, socket: string): string {
  const count = countOf(index, statKey('coolingCpu', 'socket', socket));
  return `${inStock(count, 'CPU cooler')} ${count === 1 ? 'supports' : 'support'} the ${socket} socket.`;
}

export function psusForCase(index: CatalogueIndex, supported: readonly PsuFormFactor[]): string {
  let count = 0;
  for (const formFactor of supported)
    count += countOf(index, statKey('psu', 'formFactor', formFactor));
  return `${inStock(count, 'power supply', 'power supplies')} ${count === 1 ? 'fits' : 'fit'} this case.`;
}

export function psusOfAtLeast(index: CatalogueIndex, watts: number): string {
  const count = countAtLeast(index.stats.psuWattage, watts);
  return `${inStock(count, 'power supply', 'power supplies')} ${count === 1 ? 'gives' : 'give'} ${watts} W or more.`;
}
