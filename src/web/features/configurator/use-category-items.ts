import { useEffect, useMemo } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import {
  flagValue,
  reasonsByItem,
  type CompactFlags,
} from '../../../domain/contracts/compact-list';
import { useComponentList, type CategoryList } from '../../api/component-list';
import { hasFlaggedList, useFlaggedList, type FlaggedCategory } from '../../api/flagged-list';
import type { ItemFlags } from './option-status';
import { partsById } from './item-with-id';
import { whenIdle } from './when-idle';

export interface CategoryItems {
  /** The category's list as the server answered it (the same objects while it is current). */
  items: readonly ComponentItem[];
  /** The flagged list's verdicts for this build, once they have arrived; else null. */
  flags: ItemFlags | null;
  isPending: boolean;
  isError: boolean;
}

const EMPTY: readonly ComponentItem[] = [];

/** Lists this long have their places and ids indexed ahead (a few ms for thousands of parts at 4x). */
const POSITIONS_AHEAD_FROM = 500;

/** Each item's place in its list, once per list (flags come in list order). */
const positions = new WeakMap<readonly ComponentItem[], Map<ComponentItem, number>>();

function positionsOf(items: readonly ComponentItem[]): Map<ComponentItem, number> {
  let found = positions.get(items);
  if (!found) {
    found = new Map(items.map((item, index) => [item, index]));
    positions.set(items, found);
  }
  return found;
}

/**
 * The flags as a lookup beside the list (isCompatible and the reason of each part), or null
 * when they were judged on another catalogue version and do not line up. Nothing is copied:
 * a new answer after each choice costs one pass over its reasons, not a new list of parts.
 */
export function itemFlags(list: CategoryList, flags: CompactFlags): ItemFlags | null {
  if (flags.version !== list.version) return null;
  const reasons = reasonsByItem(flags, list.items.length);
  if (!reasons) return null;
  const at = positionsOf(list.items);
  return {
    isCompatible: (item) => {
      const index = at.get(item);
      return index === undefined ? null : flagValue(flags.flags[index]);
    },
    reason: (item) => {
      const index = at.get(item);
      return index === undefined ? null : (reasons[index] ?? null);
    },
  };
}

/**
 * A category's parts and, when the category has a flagged list and its flags have arrived,
 * their verdicts for the build; the plain list meanwhile, so a slow flag call never hides
 * the parts.
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
  const flagsQuery = useFlaggedListWhen(
    hasFlaggedList(category) && withFlagsWanted,
    flaggedCategory,
    selections,
  );
  const listItems = list.data?.items;
  // A long list's places and ids are indexed in idle time, before its first flags arrive and
  // before a choice looks its parts up.
  useEffect(() => {
    if (!listItems || listItems.length < POSITIONS_AHEAD_FROM) return;
    return whenIdle(() => {
      positionsOf(listItems);
      partsById(listItems);
    });
  }, [listItems]);
  const flagData = flagsQuery?.data;
  const flags = useMemo(
    () => (list.data && flagData ? itemFlags(list.data, flagData) : null),
    [list.data, flagData],
  );
  // After a catalogue change the list and the flags may be of different versions: fetch the
  // older one again (flags never apply to a list they were not judged against).
  const listVersion = list.data?.version;
  const flagVersion = flagData?.version;
  const refetchList = list.refetch;
  const refetchFlags = flagsQuery?.refetch;
  useEffect(() => {
    if (listVersion === undefined || flagVersion === undefined) return;
    if (flagVersion > listVersion) void refetchList();
    else if (flagVersion < listVersion) void refetchFlags?.();
  }, [listVersion, flagVersion, refetchList, refetchFlags]);
  return {
    items: list.data?.items ?? EMPTY,
    flags,
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
