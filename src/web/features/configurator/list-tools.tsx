import { memo, useId, useState, type ReactNode } from 'react';
import type { PartSort } from '../../../domain/catalog/part-search';
import type { PartSearch } from '../../../domain/contracts/part-search';
import {
  activeFilterCount,
  NO_CRITERIA,
  type FinderCriteria,
  type PartFinder,
} from './use-part-finder';
import styles from './list-tools.module.css';

/** '1 part', '1,234 parts'. */
/** A count as the shop writes numbers: "12,904". */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function partCountText(count: number): string {
  return count === 1 ? '1 part' : `${grouped(count)} parts`;
}

/** Said in place of the count when the server could not answer a filter (the list is as before). */
export const FILTER_FAILED = 'The parts could not be filtered just now. Please try again.';

/** Pounds typed into a price box: a number, or null when empty or not one. */
function poundsOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function toggled(criteria: FinderCriteria, key: string, value: string): FinderCriteria {
  const values = criteria.filters[key] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const filters = { ...criteria.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...criteria, filters };
}

interface FacetGroupProps {
  facet: PartSearch['facets'][number];
  /** The values of this facet that are on. */
  on: readonly string[] | undefined;
  setCriteria: PartFinder['setCriteria'];
}

/** One spec field's values with their counts; memoised: a tick redraws its own group only. */
const FacetGroup = memo(function FacetGroup({ facet, on, setCriteria }: FacetGroupProps) {
  return (
    <fieldset className={styles.facet}>
      <legend>{facet.label}</legend>
      <div className={styles.values}>
        {facet.values.map((value) => {
          const checked = on?.includes(value.value) ?? false;
          // A value no part would give is left out (unless it is on): fewer boxes to scan.
          if (value.count === 0 && !checked) return null;
          return (
            <label
              key={value.value}
              className={styles.value}
              data-empty={value.count === 0 || undefined}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => setCriteria((c) => toggled(c, facet.key, value.value))}
              />
              {value.label} <span className={styles.count}>({grouped(value.count)})</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});

function FacetGroups({ finder, answer }: { finder: PartFinder; answer: PartSearch | null }) {
  const { criteria, setCriteria } = finder;
  if (!answer) return <p className={styles.loading}>Loading filters…</p>;
  return (
    <>
      {answer.facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <FacetGroup
            key={facet.key}
            facet={facet}
            on={criteria.filters[facet.key]}
            setCriteria={setCriteria}
          />
        ),
      )}
    </>
  );
}

function PriceRange({ finder }: { finder: PartFinder }) {
  const { criteria, setCriteria, answer } = finder;
  const range = answer?.priceRange;
  const set = (bound: 'minPrice' | 'maxPrice', text: string) =>
    setCriteria((c) => ({ ...c, [bound]: poundsOf(text) }));
  return (
    <fieldset className={styles.facet}>
      <legend>Price (£)</legend>
      <div className={styles.prices}>
        <label>
          From
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={range ? String(Math.floor(range.min)) : undefined}
            defaultValue={criteria.minPrice ?? ''}
            onChange={(event) => set('minPrice', event.target.value)}
          />
        </label>
        <label>
          To
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={range ? String(Math.ceil(range.max)) : undefined}
            defaultValue={criteria.maxPrice ?? ''}
            onChange={(event) => set('maxPrice', event.target.value)}
          />
        </label>
      </div>
    </fieldset>
  );
}

export interface ListToolsProps {
  finder: PartFinder;
  /** The list's name, for the controls' labels ("Motherboard"). */
  label: string;
  /** The "compatible with my build" switch (lists the server flags). */
  canFilterCompatible: boolean;
  /** A search box (assist mode; the expert dropdown types into its own field). */
  search?: ReactNode;
}

/**
 * A part list's tools: filters per spec field with counts and a price range (in a panel),
 * the sort within the brand grouping, the "compatible with my build" switch and the count of
 * parts, announced politely.
 */
export function ListTools({ finder, label, canFilterCompatible, search }: ListToolsProps) {
  const id = useId();
  const { criteria, setCriteria } = finder;
  const active = activeFilterCount(criteria);
  const panelId = `${id}-filters`;
  // The price boxes keep what is typed; clearing the filters draws them afresh, empty.
  const [cleared, setCleared] = useState(0);
  return (
    <div className={styles.tools}>
      {search}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={finder.panelOpen}
          aria-controls={panelId}
          onClick={() => finder.setPanelOpen(!finder.panelOpen)}
        >
          Filters{active > 0 ? ` (${active})` : ''}
          <span className={styles.visuallyHidden}> for {label}</span>
        </button>
        <label className={styles.sort}>
          Sort
          <select
            value={criteria.sort}
            onChange={(event) =>
              setCriteria((c) => ({ ...c, sort: event.target.value as PartSort }))
            }
          >
            <option value="price">Price, low to high</option>
            <option value="name">Name, A to Z</option>
          </select>
        </label>
        {canFilterCompatible ? (
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={criteria.compatibleOnly}
              onChange={(event) =>
                setCriteria((c) => ({ ...c, compatibleOnly: event.target.checked }))
              }
            />
            Compatible with my build
          </label>
        ) : null}
      </div>
      {finder.panelOpen ? (
        <div id={panelId} className={styles.panel} role="group" aria-label={`Filters for ${label}`}>
          <FacetGroups finder={finder} answer={finder.answer} />
          <PriceRange key={cleared} finder={finder} />
          {active > 0 ? (
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setCleared((n) => n + 1);
                setCriteria((c) => ({
                  ...NO_CRITERIA,
                  compatibleOnly: c.compatibleOnly,
                  sort: c.sort,
                }));
              }}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      ) : null}
      <p className={styles.total} role="status" aria-live="polite" aria-atomic="true">
        {finder.failed ? FILTER_FAILED : partCountText(finder.count)}
        {finder.busy ? <span className={styles.busy} aria-hidden="true" /> : null}
      </p>
    </div>
  );
}
