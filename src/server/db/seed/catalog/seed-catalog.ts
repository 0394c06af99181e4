/** The whole curated catalogue, in the spec's category order. Seeding inserts by id, so re-seeding is idempotent. */
import type { Product } from '../../../../domain/catalog/specs';
import { cases } from './cases';
import { cpuCoolers } from './cpu-coolers';
import { amdCpus, intelCpus } from './cpus';
import { fanProducts } from './fans';
import { gpus } from './gpus';
import { memoryKits } from './memory';
import { motherboards } from './motherboards';
import { networkingCards } from './networking';
import { operatingSystems } from './operating-systems';
import { psus } from './psus';
import { soundCards } from './sound-cards';
import { drives } from './storage';
import { sundries } from './sundries';

export const seedCatalog: readonly Product[] = [
  ...cases,
  ...intelCpus,
  ...amdCpus,
  ...motherboards,
  ...memoryKits,
  ...gpus,
  ...drives,
  ...psus,
  ...cpuCoolers,
  ...fanProducts,
  ...soundCards,
  ...networkingCards,
  ...operatingSystems,
  ...sundries,
];
