/** The art of any product, by category. Cases render their main view here; their gallery via caseArtSvg. */
import type { Product } from '../../domain/catalog/specs';
import { serviceArt, osArt } from './boxed-art';
import { caseArtSvg } from './case-art';
import { coolerArt } from './cooler-art';
import { cpuArt } from './cpu-art';
import { expansionCardArt } from './expansion-card-art';
import { fanArt } from './fan-art';
import { gpuArt } from './gpu-art';
import { memoryArt } from './memory-art';
import { motherboardArt } from './motherboard-art';
import { psuArt } from './psu-art';
import { storageArt } from './storage-art';

export function productArtSvg(product: Product): string {
  switch (product.category) {
    case 'case':
      return caseArtSvg(product, 'main');
    case 'cpu':
      return cpuArt(product);
    case 'motherboard':
      return motherboardArt(product);
    case 'memory':
      return memoryArt(product);
    case 'gpu':
      return gpuArt(product);
    case 'storage':
      return storageArt(product);
    case 'psu':
      return psuArt(product);
    case 'coolingCpu':
      return coolerArt(product);
    case 'fans':
      return fanArt(product);
    case 'soundcard':
    case 'networking':
      return expansionCardArt(product);
    case 'os':
      return osArt(product);
    case 'sundries':
      return serviceArt(product);
  }
}
