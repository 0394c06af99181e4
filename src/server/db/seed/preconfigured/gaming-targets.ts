/**
 * Which games and resolutions a pre-configured build is tagged for, derived from its graphics
 * (the part that decides frame rates in games) so that tags and their reason always agree
 * with the parts. The class of each graphics chip follows its launch positioning and price
 * band; video memory is read from the catalogue (checked against pc-part-dataset's
 * video-card.jsonl `memory` for every chip below). A card with less memory than its class
 * asks for drops one class: 8 GB is too little for 1440p in recent releases, and 4K
 * textures want 16 GB.
 */
import type { CpuProduct, GpuProduct } from '../../../../domain/catalog/specs';
import { gameFilterSeeds, RESOLUTIONS, type ResolutionId } from './filters';

const GAMING_CLASSES = [
  {
    name: 'integrated',
    minVramGb: 0,
    resolutions: [RESOLUTIONS.fullHd],
    maxDemand: 0,
    summary: 'esports and lighter games at 1080p on low settings',
  },
  {
    name: 'entry',
    minVramGb: 8,
    resolutions: [RESOLUTIONS.fullHd],
    maxDemand: 2,
    summary:
      'an entry-class card for high frame rates in esports and popular games at 1080p; the most demanding releases need lower settings',
  },
  {
    name: 'mainstream',
    minVramGb: 12,
    resolutions: [RESOLUTIONS.fullHd, RESOLUTIONS.quadHd],
    maxDemand: 3,
    summary:
      'a mainstream card for high settings at 1080p and 1440p, with upscaling in the heaviest games',
  },
  {
    name: 'performance',
    minVramGb: 12,
    resolutions: [RESOLUTIONS.quadHd],
    maxDemand: 3,
    summary: 'a performance card for high to very high settings at 1440p',
  },
  {
    name: 'enthusiast',
    minVramGb: 16,
    resolutions: [RESOLUTIONS.quadHd, RESOLUTIONS.ultraHd],
    maxDemand: 3,
    summary: 'an enthusiast card for very high settings at 1440p, and 4K with upscaling',
  },
  {
    name: 'flagship',
    minVramGb: 16,
    resolutions: [RESOLUTIONS.ultraHd],
    maxDemand: 3,
    summary: 'a flagship card for high to maximum settings at 4K',
  },
] as const;

type GamingClass = (typeof GAMING_CLASSES)[number];
type ClassName = GamingClass['name'];

/** Graphics chips of the curated catalogue by class (a chip missing here gets no tags: the seed test says so). */
export const GPU_CLASS_BY_CHIP: Readonly<Record<string, Exclude<ClassName, 'integrated'>>> = {
  'Arc B570': 'entry',
  'GeForce RTX 4060': 'entry',
  'GeForce RTX 5060': 'entry',
  'Radeon RX 7600': 'entry',
  'Arc B580': 'mainstream',
  'GeForce RTX 5060 Ti': 'mainstream',
  'Radeon RX 9060 XT': 'mainstream',
  'GeForce RTX 4070 SUPER': 'performance',
  'GeForce RTX 5070': 'performance',
  'Radeon RX 7800 XT': 'performance',
  'GeForce RTX 5070 Ti': 'enthusiast',
  'Radeon RX 9070 XT': 'enthusiast',
  'GeForce RTX 5080': 'flagship',
  'GeForce RTX 5090': 'flagship',
  'Radeon RX 7900 XTX': 'flagship',
};

export interface GamingTargets {
  gameIds: number[];
  resolutionIds: ResolutionId[];
  /** One sentence: the graphics, its memory and what that class is good for. */
  reason: string;
}

function classNamed(name: ClassName): GamingClass {
  const found = GAMING_CLASSES.find((c) => c.name === name);
  if (!found) throw new Error(`No gaming class ${name}`);
  return found;
}

/** The card's class, one lower for each class whose memory it lacks. */
function gpuClass(gpu: GpuProduct): GamingClass | null {
  const named = gpu.specs.chip === null ? undefined : GPU_CLASS_BY_CHIP[gpu.specs.chip];
  if (!named) return null;
  let rank = GAMING_CLASSES.findIndex((c) => c.name === named);
  const vram = gpu.specs.vramGb ?? 0;
  while (rank > 1 && vram < (GAMING_CLASSES[rank]?.minVramGb ?? 0)) rank -= 1;
  return GAMING_CLASSES[rank] ?? null;
}

function targetsOf(gamingClass: GamingClass, reason: string): GamingTargets {
  return {
    gameIds: gameFilterSeeds.filter((g) => g.demand <= gamingClass.maxDemand).map((g) => g.id),
    resolutionIds: [...gamingClass.resolutions],
    reason,
  };
}

/** Tags for a build with this graphics card, or with the CPU's integrated graphics when there is none. */
export function gamingTargets(gpu: GpuProduct | null, cpu: CpuProduct): GamingTargets | null {
  if (gpu) {
    const gamingClass = gpuClass(gpu);
    if (!gamingClass || gpu.specs.chip === null || gpu.specs.vramGb === null) return null;
    return targetsOf(
      gamingClass,
      `${gpu.specs.chip} with ${gpu.specs.vramGb} GB: ${gamingClass.summary}.`,
    );
  }
  if (!cpu.specs.hasIntegratedGraphics || !cpu.specs.integratedGraphics) return null;
  const integrated = classNamed('integrated');
  return targetsOf(
    integrated,
    `No graphics card: the processor's ${cpu.specs.integratedGraphics} handles ${integrated.summary}.`,
  );
}
