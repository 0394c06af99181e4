import type { RecordMapper } from '../shared/map-result';
import { mapBuildcoresNetworkCard, mapBuildcoresOs, mapBuildcoresSoundCard } from './add-ons';
import { mapBuildcoresCase } from './cases';
import { mapBuildcoresCooler, mapBuildcoresFan } from './cooling';
import { mapBuildcoresGpu } from './graphics-cards';
import { mapBuildcoresMemory } from './memory';
import { mapBuildcoresMotherboard } from './motherboards';
import { mapBuildcoresPsu } from './power-supplies';
import { mapBuildcoresCpu } from './processors';
import { mapBuildcoresStorage } from './storage';

/** Every OpenDB file the shop sells from, with its mapper. */
export const BUILDCORES_FILES: Readonly<Record<string, RecordMapper>> = {
  'CPU.jsonl': mapBuildcoresCpu,
  'Motherboard.jsonl': mapBuildcoresMotherboard,
  'RAM.jsonl': mapBuildcoresMemory,
  'GPU.jsonl': mapBuildcoresGpu,
  'PCCase.jsonl': mapBuildcoresCase,
  'PSU.jsonl': mapBuildcoresPsu,
  'CPUCooler.jsonl': mapBuildcoresCooler,
  'CaseFan.jsonl': mapBuildcoresFan,
  'Storage.jsonl': mapBuildcoresStorage,
  'SoundCard.jsonl': mapBuildcoresSoundCard,
  'NetworkCard.jsonl': mapBuildcoresNetworkCard,
  'OS.jsonl': mapBuildcoresOs,
};
