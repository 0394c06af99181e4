import type { MapResult } from '../shared/map-result';
import { mapPcPartNetworkCard, mapPcPartOs, mapPcPartSoundCard } from './add-ons';
import { mapPcPartCase } from './cases';
import type { PcPartOptions } from './common';
import { mapPcPartCooler, mapPcPartFan } from './cooling';
import { mapPcPartGpu } from './graphics-cards';
import { mapPcPartMemory } from './memory';
import { mapPcPartMotherboard } from './motherboards';
import { mapPcPartPsu } from './power-supplies';
import { mapPcPartCpu } from './processors';
import { mapPcPartStorage } from './storage';

type PcPartMapper = (record: unknown, options: PcPartOptions) => MapResult;

/** Every file of the dataset the shop sells from, with its mapper. */
export const PC_PART_FILES: Readonly<Record<string, PcPartMapper>> = {
  'cpu.jsonl': mapPcPartCpu,
  'motherboard.jsonl': mapPcPartMotherboard,
  'memory.jsonl': mapPcPartMemory,
  'video-card.jsonl': mapPcPartGpu,
  'case.jsonl': mapPcPartCase,
  'power-supply.jsonl': mapPcPartPsu,
  'cpu-cooler.jsonl': mapPcPartCooler,
  'case-fan.jsonl': mapPcPartFan,
  'internal-hard-drive.jsonl': mapPcPartStorage,
  'os.jsonl': mapPcPartOs,
  'sound-card.jsonl': mapPcPartSoundCard,
  'wired-network-card.jsonl': mapPcPartNetworkCard(false),
  'wireless-network-card.jsonl': mapPcPartNetworkCard(true),
};
