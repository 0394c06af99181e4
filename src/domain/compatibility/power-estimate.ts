/** The build's estimated draw and the PSU wattage we recommend (constants in power-constants.ts). */
import type { Product } from '../catalog/specs';
import { POWER_CONSTANTS as P } from './power-constants';
import type { BuildParts } from './rule';

export interface PowerEstimate {
  estimatedW: number;
  /** False when the CPU's or GPU's power is unknown, so the estimate leaves it out. */
  complete: boolean;
  /** The first part whose power is unknown, for the "not verified" message. */
  unknownPart: Product | null;
}

export interface PowerSummary {
  estimatedW: number;
  recommendedW: number;
  complete: boolean;
}

function storageW(drive: BuildParts['storage']): number {
  if (!drive) return 0;
  if (drive.specs.kind === 'nvme') return P.nvmeDriveW;
  return drive.specs.kind === 'hdd' ? P.hardDriveW : P.sataSsdW;
}

function cardW(card: BuildParts['soundcard'] | BuildParts['networking']): number {
  return card && card.specs.interface.startsWith('PCIe') ? P.expansionCardW : 0;
}

function fanCount(parts: BuildParts, fansTotal: number | null): number {
  const caseFans = parts.case?.specs.includedFans ?? 0;
  const coolerFans = parts.coolingCpu?.specs.fans ?? 0;
  const extraFans = parts.fans ? parts.fans.specs.packSize * (fansTotal ?? 1) : 0;
  return caseFans + coolerFans + extraFans;
}

/** CPU peak power + GPU board power + allowances for everything else chosen. */
export function estimatePower(parts: BuildParts, fansTotal: number | null): PowerEstimate {
  let watts = 0;
  let unknownPart: Product | null = null;
  const { cpu, gpu } = parts;
  if (cpu) {
    const cpuW = cpu.specs.peakPowerW ?? cpu.specs.tdpW;
    if (cpuW === null) unknownPart = cpu;
    else watts += cpuW;
  }
  if (gpu) {
    if (gpu.specs.boardPowerW === null) unknownPart ??= gpu;
    else watts += gpu.specs.boardPowerW;
  }
  if (parts.motherboard) watts += P.motherboardW;
  if (parts.memory) watts += P.memoryModuleW * (parts.memory.specs.modules ?? 2);
  watts +=
    storageW(parts.storage) + storageW(parts.secondaryStorage) + storageW(parts.tertiaryStorage);
  watts += P.fanW * fanCount(parts, fansTotal);
  if (parts.coolingCpu?.specs.type === 'liquid') watts += P.pumpW;
  watts += cardW(parts.soundcard) + cardW(parts.networking);
  return { estimatedW: watts, complete: unknownPart === null, unknownPart };
}

/** Estimate × headroom (ATX 3.x lower, older or unknown higher), rounded up to 50 W. */
export function recommendedPsuW(estimatedW: number, atx3: boolean | null): number {
  const percent = atx3 === true ? P.headroomAtx3Percent : P.headroomLegacyPercent;
  return Math.ceil((estimatedW * percent) / (100 * P.roundingW)) * P.roundingW;
}

/** What validate returns for the power meter: recommended for the chosen PSU's standard, the cautious factor when none. */
export function powerSummary(parts: BuildParts, fansTotal: number | null): PowerSummary {
  const estimate = estimatePower(parts, fansTotal);
  return {
    estimatedW: estimate.estimatedW,
    recommendedW: recommendedPsuW(estimate.estimatedW, parts.psu?.specs.atx3 ?? null),
    complete: estimate.complete,
  };
}
