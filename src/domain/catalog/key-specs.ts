/**
 * A product's key specifications on one line ("AM5 · B650 · ATX · DDR5"), as a part list shows
 * them beside the name (ADR 108). Unknown facts are left out, never guessed. Plain TypeScript:
 * the browser imports it for the curated catalogue.
 */
import { CASE_SIZE_NAMES } from './categories';
import type { Product, ProductOf } from './specs';

export const KEY_SPEC_SEPARATOR = ' · ';

/** 500 → '500 GB', 1000 → '1 TB', 1500 → '1.5 TB' (drive makers count 1 TB as 1,000 GB). */
export function capacityText(gb: number): string {
  if (gb < 1000) return `${gb} GB`;
  const tb = gb / 1000;
  return `${Number.isInteger(tb) ? tb : Number(tb.toFixed(1))} TB`;
}

export const MODULARITY_NAMES = {
  full: 'Fully modular',
  semi: 'Semi-modular',
  none: 'Non-modular',
} as const;

const join = (parts: readonly (string | null | false | undefined)[]): string =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(KEY_SPEC_SEPARATOR);

const known = <T>(value: T | null, text: (value: T) => string): string | null =>
  value === null ? null : text(value);

function cpuLine({ specs }: ProductOf<'cpu'>): string {
  const cores =
    specs.cores === null
      ? null
      : specs.threads === null || specs.threads === specs.cores
        ? `${specs.cores} cores`
        : `${specs.cores} cores / ${specs.threads} threads`;
  const graphics =
    specs.hasIntegratedGraphics === null
      ? null
      : specs.hasIntegratedGraphics
        ? 'Integrated graphics'
        : 'No integrated graphics';
  return join([
    specs.socket,
    cores,
    known(specs.boostClockGhz, (ghz) => `${ghz} GHz boost`),
    graphics,
  ]);
}

function memoryLine({ specs }: ProductOf<'memory'>): string {
  const total =
    specs.modules !== null && specs.moduleSizeGb !== null
      ? `${specs.modules * specs.moduleSizeGb} GB (${specs.modules} × ${specs.moduleSizeGb} GB)`
      : null;
  return join([
    specs.type,
    total,
    known(specs.speedMts, (mts) => `${mts} MT/s`),
    known(specs.casLatency, (cl) => `CL${cl}`),
  ]);
}

function coolerLine({ specs }: ProductOf<'coolingCpu'>): string {
  if (specs.type === 'liquid')
    return join(['Liquid', known(specs.radiatorMm, (mm) => `${mm} mm radiator`)]);
  return join(['Air', known(specs.heightMm, (mm) => `${mm} mm tall`)]);
}

function caseLine({ specs }: ProductOf<'case'>): string {
  return join([
    CASE_SIZE_NAMES[specs.caseSize],
    specs.supportedBoards === null ? null : specs.supportedBoards.join(', '),
    known(specs.maxGpuLengthMm, (mm) => `GPU up to ${mm} mm`),
  ]);
}

/** The one line of key specifications for a product ('' when nothing is known). */
export function keySpecLine(product: Product): string {
  switch (product.category) {
    case 'cpu':
      return cpuLine(product);
    case 'motherboard': {
      const { specs } = product;
      return join([specs.socket, specs.chipset, specs.formFactor, specs.memoryType]);
    }
    case 'memory':
      return memoryLine(product);
    case 'gpu': {
      const { specs } = product;
      return join([
        specs.chip,
        known(specs.vramGb, (gb) => `${gb} GB`),
        known(specs.lengthMm, (mm) => `${mm} mm long`),
      ]);
    }
    case 'storage': {
      const { specs } = product;
      return join([known(specs.capacityGb, capacityText), specs.formFactor, specs.interface]);
    }
    case 'psu': {
      const { specs } = product;
      return join([
        known(specs.wattage, (w) => `${w} W`),
        specs.formFactor,
        specs.efficiency,
        known(specs.modular, (m) => MODULARITY_NAMES[m]),
      ]);
    }
    case 'coolingCpu':
      return coolerLine(product);
    case 'fans': {
      const { specs } = product;
      return join([
        `${specs.sizeMm} mm`,
        specs.packSize === 1 ? 'Single fan' : `${specs.packSize}-pack`,
        known(specs.airflowCfm, (cfm) => `${cfm} CFM`),
      ]);
    }
    case 'case':
      return caseLine(product);
    case 'soundcard':
      return product.specs.onboard
        ? 'On the motherboard'
        : join([product.specs.interface, product.specs.channels]);
    case 'networking':
      return product.specs.onboard
        ? 'On the motherboard'
        : join([product.specs.standard, product.specs.speed, product.specs.interface]);
    case 'os':
      return product.specs.edition;
    case 'sundries':
      return '';
  }
}
