import type { QueryClient } from '@tanstack/react-query';
import {
  COMPONENT_FIELDS,
  type Build,
  type ComponentField,
} from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import { multiplyPence, poundsToPence, type Pence } from '../../../domain/money/pence';
import type { CategoryList } from '../../api/component-list';
import { validationQueryOptions } from '../../api/validation';
import { itemWithId } from './item-with-id';

/** The cached list a field's parts come from: the three storage fields share one. */
const listOf = (field: ComponentField) =>
  field === 'secondaryStorage' || field === 'tertiaryStorage' ? 'storage' : field;

/** A part's unit price from a list the screen already fetched, else null. */
function cachedPrice(queryClient: QueryClient, field: ComponentField, id: string): Pence | null {
  // Flagged lists carry flags only (ADR 034): the prices are in the plain lists.
  const lists = queryClient.getQueriesData<CategoryList>({
    queryKey: ['api', 'component-list', listOf(field)],
  });
  for (const [, list] of lists) {
    const item = list ? itemWithId(list.items, id) : null;
    if (item) return poundsToPence(item.price);
  }
  return null;
}

/** What a field adds to the total: its part's price, times the packs for fans. */
function lineOf(queryClient: QueryClient, build: Build, field: ComponentField): Pence | null {
  const id = build[field];
  if (id === null) return 0 as Pence;
  const price = cachedPrice(queryClient, field, id);
  if (price === null) return null;
  return field === 'fans' ? multiplyPence(price, build.fansTotal ?? 1) : price;
}

/**
 * The total of `candidate` from the validated total of `build` and the prices of the parts
 * that differ, so the shopper sees it at once; validate's answer then confirms or corrects it.
 * Null when the build's total or a price is not known (the screen then waits for validate).
 */
export function totalWithChoice(
  queryClient: QueryClient,
  build: Build,
  candidate: Build,
): Pence | null {
  const validated = queryClient.getQueryData(validationQueryOptions(selectionsOf(build)).queryKey);
  if (!validated) return null;
  let total: number = poundsToPence(validated.totalCost);
  for (const field of COMPONENT_FIELDS) {
    const sameLine =
      build[field] === candidate[field] &&
      (field !== 'fans' || build.fansTotal === candidate.fansTotal);
    if (sameLine) continue;
    const before = lineOf(queryClient, build, field);
    const after = lineOf(queryClient, candidate, field);
    if (before === null || after === null) return null;
    total += after - before;
  }
  return total >= 0 ? (total as Pence) : null;
}
