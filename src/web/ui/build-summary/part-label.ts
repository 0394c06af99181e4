import { CATEGORY_LABELS, type CategoryKey } from '../../../domain/catalog/categories';

/** The shopper's name for a build field: the spec's labels, plus the case and assembly lines. */
export function partLabel(category: CategoryKey): string {
  if (category === 'chipset') return 'Chipset';
  if (category === 'case') return 'Case';
  if (category === 'sundries') return 'Assembly & testing';
  return CATEGORY_LABELS[category];
}
