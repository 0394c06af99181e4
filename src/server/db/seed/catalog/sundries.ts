/** Assembly and testing, priced by case size: bigger towers take longer to build and cable. */
import { CASE_SIZE_NAMES, type CaseSize } from '../../../../domain/catalog/categories';
import type { SundriesProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

const ASSEMBLY_POUNDS: Record<CaseSize, number> = { 1: 79, 2: 89, 3: 109, 4: 139 };

export const assemblyServiceId = (caseSize: CaseSize) =>
  `sundries-assembly-and-test-${CASE_SIZE_NAMES[caseSize].toLowerCase().replace(/ /g, '-')}`;

export const sundries: SundriesProduct[] = ([1, 2, 3, 4] as const).map((caseSize) =>
  curated('sundries', {
    id: assemblyServiceId(caseSize),
    brand: '.Rigforge',
    longName: `Rigforge Assembly, Cable Management and 24-hour Test (${CASE_SIZE_NAMES[caseSize]})`,
    shortName: 'Assembly and test',
    description:
      'Built by hand, cables tidied, stress-tested for 24 hours and packed with foam inserts.',
    pounds: ASSEMBLY_POUNDS[caseSize],
    specs: { service: 'assembly-and-test', caseSize },
  }),
);
