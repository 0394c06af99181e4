import { useEffect, useMemo } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import {
  flagValue,
  reasonsByItem,
  type CompactFlags,
  type FlaggedItem,
} from '../../../domain/contracts/compact-list';
import { useComponentList, type CategoryList } from '../../api/component-list';
import { hasFlaggedList, useFlaggedList, type FlaggedCategory } from '../../api/flagged-list';

export interface CategoryItems {
  items: readonly ComponentItem[];
  /** The items carry the server's isCompatible flags (and incompatibleReason where false). */
  flagged: boolean;
  isPending: boolean;
  isError: boolean;
}

const EMPTY: readonly ComponentItem[] = [];

/**
 * The list's items with the flags laid over them (isCompatible, incompatibleReason), or null
 * when the flags were judged on another catalogue version and do not line up.
 */
function withFlags(list: CategoryList, flags: CompactFlags): FlaggedItem[] | null {
  if (flags.version !== list.version) return null;
  const reasons = reasonsByItem(flags, list.items.length);
  if (!reasons) return null;
  return list.items.map((item, i) => ({
    ...item,
    isCompatible: flagValue(flags.flags[i]),
    incompatibleReason: reasons[i] ?? null,
  }));
}

/**
 * A category's parts: the list with its flags laid over it when the category has a flagged
 * list and the flags have arrived (isCompatible and the reason of each greyed part), else the
 * plain list, so a slow flag call never hides the parts.
 */
export function useCategoryItems(
  category: ConfigureCategory,
  build: Build,
  /** false: the plain list only, until the flags are wanted (an expert dropdown not yet opened). */
  withFlagsWanted = true,
): CategoryItems {
  const selections = selectionsOf(build);
  const list = useComponentList(category, selections);
  const flaggedCategory: FlaggedCategory = hasFlaggedList(category) ? category : 'gpu';
  const flags = useFlaggedListWhen(
    hasFlaggedList(category) && withFlagsWanted,
    flaggedCategory,
    selections,
  );
  const flagData = flags?.data;
  const flagged = useMemo(
    () => (list.data && flagData ? withFlags(list.data, flagData) : null),
    [list.data, flagData],
  );
  // After a catalogue change the list and the flags may be of different versions: fetch the
  // older one again (flags never apply to a list they were not judged against).
  const listVersion = list.data?.version;
  const flagVersion = flagData?.version;
  const refetchList = list.refetch;
  const refetchFlags = flags?.refetch;
  useEffect(() => {
    if (listVersion === undefined || flagVersion === undefined) return;
    if (flagVersion > listVersion) void refetchList();
    else if (flagVersion < listVersion) void refetchFlags?.();
  }, [listVersion, flagVersion, refetchList, refetchFlags]);
  if (flagged) return { items: flagged, flagged: true, isPending: false, isError: false };
  return {
    items: list.data?.items ?? EMPTY,
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
