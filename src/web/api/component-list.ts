/**
 * GET configurator/all…components (spec section 7 "Component lists"): the list of one
 * configurator category, filtered as the spec says (chipset, case size, case). Keyed by those
 * filters only, so choosing another part does not refetch a list. Asked for as columns
 * (`view=compact`, ADR 034) and expanded here, so the rest of the app reads the spec's items.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuildSelections } from '../../domain/build/build-selections';
import {
  productCategoryForField,
  type ConfigureCategory,
  type ProductCategory,
} from '../../domain/catalog/categories';
import type { ComponentItem } from '../../domain/contracts/catalog';
import { expandCompactList, type CompactList } from '../../domain/contracts/compact-list';
import { callApi } from './endpoints';
import { queryKeys } from './query-keys';

/** A category's list and the catalogue version it was cut from (flags must match it). */
export interface CategoryList {
  version: number;
  items: ComponentItem[];
}

type Fetch = (selections: BuildSelections, signal: AbortSignal) => Promise<CompactList>;
const compact = { view: 'compact' } as const;

interface ListSpec {
  /** The selections the list depends on, as its cache key. */
  filters: (selections: BuildSelections) => Record<string, string | number | null>;
  fetch: Fetch;
}

const chipsetOf = (s: BuildSelections) => s.chipset ?? 0;
const none = () => ({});

/** Storage's three fields share one list. */
const storage: ListSpec = {
  filters: none,
  fetch: (_, signal) =>
    callApi('GET configurator/allstoragecomponents', { query: compact, signal }),
};

const LISTS: Record<ConfigureCategory, ListSpec> = {
  cpu: {
    filters: (s) => ({ chipset: chipsetOf(s) }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcpucomponents', {
        query: { chipset: chipsetOf(s), ...compact },
        signal,
      }),
  },
  motherboard: {
    filters: (s) => ({ chipset: chipsetOf(s), caseSize: s.caseSize ?? 0 }),
    fetch: (s, signal) =>
      callApi('GET configurator/allmotherboardcomponents', {
        query: { caseSize: s.caseSize ?? 0, chipset: chipsetOf(s), ...compact },
        signal,
      }),
  },
  memory: {
    filters: none,
    fetch: (_, signal) =>
      callApi('GET configurator/allmemorycomponents', { query: compact, signal }),
  },
  gpu: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allgpucomponents', { query: compact, signal }),
  },
  storage,
  secondaryStorage: storage,
  tertiaryStorage: storage,
  psu: {
    filters: none,
    fetch: (_, signal) => callApi('GET configurator/allpsucomponents', { query: compact, signal }),
  },
  coolingCpu: {
    filters: (s) => ({ chipset: chipsetOf(s) }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcpucoolingcomponents', {
        query: { chipset: chipsetOf(s), ...compact },
        signal,
      }),
  },
  fans: {
    filters: (s) => ({ caseId: s.case }),
    fetch: (s, signal) =>
      callApi('GET configurator/allcasecoolingcomponents', {
        query: { caseId: s.case ?? '', ...compact },
        signal,
      }),
  },
  soundcard: {
    filters: none,
    fetch: (_, signal) =>
      callApi('GET configurator/allsoundcardcomponents', { query: compact, signal }),
  },
  networking: {
    filters: none,
    fetch: (_, signal) =>
      callApi('GET configurator/allnetworkingcomponents', { query: compact, signal }),
  },
  os: {
    filters: none,
    fetch: (_, signal) =>
      callApi('GET configurator/allOperatingSystemComponents', { query: compact, signal }),
  },
};

/** The list key's category: the three storage fields share one list. */
const listName = (category: ConfigureCategory) =>
  category === 'secondaryStorage' || category === 'tertiaryStorage' ? 'storage' : category;

export const componentListQueryOptions = (
  category: ConfigureCategory,
  selections: BuildSelections,
) => {
  const spec = LISTS[category];
  return queryOptions({
    queryKey: queryKeys.componentList(listName(category), spec.filters(selections)),
    queryFn: async ({ signal }): Promise<CategoryList> => {
      const list = await spec.fetch(selections, signal);
      return {
        version: list.version,
        // Every configurator category is a product category (storage fields are storage).
        items: expandCompactList(list, productCategoryForField(category) as ProductCategory),
      };
    },
    // Thousands of fresh items: comparing them with the last answer costs more than it saves.
    structuralSharing: false,
  });
};

/** The list shown for a category (a failure raises the error page: spec section 2). */
export function useComponentList(category: ConfigureCategory, selections: BuildSelections) {
  return useQuery(componentListQueryOptions(category, selections));
}
