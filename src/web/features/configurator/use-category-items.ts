import type { Build } from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { useComponentList } from '../../api/component-list';
import { hasFlaggedList, useFlaggedList, type FlaggedCategory } from '../../api/flagged-list';

export interface CategoryItems {
  items: readonly ComponentItem[];
  /** The items carry the server's isCompatible flags. */
  flagged: boolean;
  isPending: boolean;
  isError: boolean;
}

const EMPTY: readonly ComponentItem[] = [];

/**
 * A category's parts: the flagged list when the category has one and it has arrived (same
 * items, same order, with isCompatible), else the plain list, so a slow flag call never hides
 * the parts.
 */
export function useCategoryItems(
  category: ConfigureCategory,
  build: Build,
  /** false: the plain list only, until the flags are wanted (an expert dropdown not yet opened). */
  withFlags = true,
): CategoryItems {
  const selections = selectionsOf(build);
  const list = useComponentList(category, selections);
  const flaggedCategory: FlaggedCategory = hasFlaggedList(category) ? category : 'gpu';
  const flags = useFlaggedListWhen(
    hasFlaggedList(category) && withFlags,
    flaggedCategory,
    selections,
  );
  if (flags?.data) {
    return { items: flags.data, flagged: true, isPending: false, isError: false };
  }
  return {
    items: list.data ?? EMPTY,
    flagged: false,
    isPending: list.isPending,
    isError: list.isError,
  };
}

/** Hooks cannot be called conditionally: the flag query is disabled for unflagged categories. */
function useFlaggedListWhen(
  enabled: boolean,
  category: FlaggedCategory,
  selections: ReturnType<typeof selectionsOf>,
) {
  const query = useFlaggedList(category, selections, enabled);
  return enabled ? query : null;
}
