import type { Build } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { multiplyPence, poundsToPence, type Pence } from '../../../domain/money/pence';
import { useValidation } from '../../api/validation';
import { itemWithId } from './item-with-id';

/**
 * The change in the build's total if `candidate` (null: 'None selected') took the category's
 * current part's place: the list's price difference ("+£45.00"), and 'New total' minus the total.
 */
export function priceDifferenceFor(
  build: Build,
  category: ConfigureCategory,
  items: readonly ComponentItem[],
) {
  const current = itemWithId(items, build[category]);
  const currentPence = current
    ? multiplyPence(poundsToPence(current.price), category === 'fans' ? (build.fansTotal ?? 1) : 1)
    : 0;
  return (candidate: ComponentItem | null): Pence =>
    ((candidate ? poundsToPence(candidate.price) : 0) - currentPence) as Pence;
}

/**
 * The build's total with `candidate` in place of the category's current part ('New total' on
 * the selection screen), from the validated total; null until the total is known.
 */
export function useNewTotal(
  build: Build,
  category: ConfigureCategory,
  items: readonly ComponentItem[],
) {
  const validation = useValidation(build);
  const total = validation.data ? poundsToPence(validation.data.totalCost) : null;
  const difference = priceDifferenceFor(build, category, items);
  return (candidate: ComponentItem | null): Pence | null => {
    if (total === null) return null;
    return (total + difference(candidate)) as Pence;
  };
}
