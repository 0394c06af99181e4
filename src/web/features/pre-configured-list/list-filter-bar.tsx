import type { ChipsetFilterId } from '../../../domain/catalog/categories';
import type { FilterEntry } from '../../../domain/contracts/preconfigured-builds';
import {
  CHIPSET_FILTER_OPTIONS,
  FILTER_ALL_ID,
} from '../../../domain/contracts/preconfigured-build-constants';
import type { BuildsListFilters } from '../../api/builds-page';
import { Button } from '../../ui/button/button';
import { SelectField, type SelectGroup } from '../../ui/select-field/select-field';
import styles from './list-filter-bar.module.css';

const CHIPSET_OPTIONS = CHIPSET_FILTER_OPTIONS.map((o) => ({ value: o.id, label: o.name }));

/** Entries grouped by their categoryName (a game's genre), in the order the API gives. */
function groupsOf(entries: readonly FilterEntry[]): SelectGroup[] {
  const groups = new Map<string, SelectGroup['options'][number][]>();
  for (const entry of entries) {
    const group = groups.get(entry.categoryName) ?? [];
    group.push({ value: entry.id, label: entry.name });
    groups.set(entry.categoryName, group);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** 'All …' first; an id from an old link that no entry has shows as such, not as 'All'. */
function leadingOptions(all: string, value: number, entries: readonly FilterEntry[]) {
  const options = [{ value: FILTER_ALL_ID, label: all }];
  if (value !== FILTER_ALL_ID && !entries.some((entry) => entry.id === value)) {
    options.push({ value, label: 'No longer listed' });
  }
  return options;
}

export interface ListFilterBarProps {
  filters: BuildsListFilters;
  games: readonly FilterEntry[];
  resolutions: readonly FilterEntry[];
  /** A changed filter; the page goes back to page 1. */
  onChange: (change: Partial<BuildsListFilters>) => void;
  onClear: () => void;
}

/** Chipset (ALL, AMD, Intel), Game, Resolution and 'Clear filters' (spec section 2). */
export function ListFilterBar({
  filters,
  games,
  resolutions,
  onChange,
  onClear,
}: ListFilterBarProps) {
  return (
    <form
      className={styles.bar}
      aria-label="Filter builds"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Chipset"
        value={filters.chipset}
        options={CHIPSET_OPTIONS}
        onChange={(value) => onChange({ chipset: value as ChipsetFilterId })}
      />
      <SelectField
        label="Game"
        value={filters.gameId}
        options={leadingOptions('All games', filters.gameId, games)}
        groups={groupsOf(games)}
        onChange={(value) => onChange({ gameId: value })}
      />
      <SelectField
        label="Resolution"
        value={filters.resolutionId}
        options={[
          ...leadingOptions('All resolutions', filters.resolutionId, resolutions),
          ...resolutions.map((r) => ({ value: r.id, label: `${r.name} · ${r.categoryName}` })),
        ]}
        onChange={(value) => onChange({ resolutionId: value })}
      />
      <Button variant="secondary" className={styles.clear} onClick={onClear}>
        Clear filters
      </Button>
    </form>
  );
}
