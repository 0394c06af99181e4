import {
  memo,
  useLayoutEffect,
  type CSSProperties,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import {
  formatPounds,
  formatPriceDifference,
  poundsToPence,
  type Pence,
} from '../../../domain/money/pence';
import { NONE_SELECTED, type OptionRow } from './option-rows';
import {
  optionReason,
  optionStatus,
  STATUS_TEXT,
  stockText,
  type ItemFlags,
} from './option-status';
import { NO_LONG_REASONS, REASON_LINE_PX, type LongReasons } from './reason-lines';
import { rowOffsets, type useListWindow } from './use-list-window';
import styles from './component-combobox.module.css';

type ComponentItem = ListedItem;

export interface ComboboxOptionsProps {
  listId: string;
  labelId: string;
  listRef: RefObject<HTMLDivElement | null>;
  rows: readonly OptionRow[];
  active: number;
  selectedId: string | null;
  /** The flagged list's verdicts (null: a plain list, nothing greyed). */
  flags: ItemFlags | null;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  window: ReturnType<typeof useListWindow>;
  /** A mark for parts that suit the shopper's build target (assist mode). */
  markOption?: (item: ComponentItem) => string | null;
  /** The change in the build's total if the part (null: 'None selected') replaced the current one. */
  priceDifference?: (item: ComponentItem | null) => Pence | null;
  /** A newer answer is on its way (the list shown is the previous one). */
  busy?: boolean;
  /** A part with the key specs the list has for it (a long list held by name: use-part-finder.ts). */
  withSpecs?: (item: ListedItem) => ListedItem;
  /** The reasons longer than a row has room for (reason-lines.ts), and where to report more. */
  longReasons: LongReasons;
  onDrawn: (list: HTMLElement) => void;
  /** Extra listbox attributes (the assist list is itself focusable). */
  listProps?: HTMLAttributes<HTMLDivElement>;
}

/**
 * Row heights (px), fixed per kind so a windowed list places any slice by arithmetic: a part
 * has room for a name of two lines and its key specs; a status line (stock, not verified) adds
 * one line, the reason a part is greyed two, or as many as it was measured to take.
 */
export const ROW_HEIGHTS = { brand: 32, none: 44, option: 64, status: 22, reason: 54 } as const;

/** The height of a row as ComboboxOptions draws it. */
export function optionRowHeight(
  row: OptionRow,
  flags: ItemFlags | null,
  longReasons: LongReasons,
): number {
  if (row.kind === 'brand') return ROW_HEIGHTS.brand;
  if (row.kind === 'none') return ROW_HEIGHTS.none;
  const status = optionStatus(row.item, flags);
  if (status === 'incompatible') {
    const reason = longReasons.size > 0 ? optionReason(row.item, flags) : null;
    const lines = (reason && longReasons.get(reason)) || 2;
    return ROW_HEIGHTS.option + ROW_HEIGHTS.reason + Math.max(0, lines - 2) * REASON_LINE_PX;
  }
  return status !== 'ok' || row.item.stock
    ? ROW_HEIGHTS.option + ROW_HEIGHTS.status
    : ROW_HEIGHTS.option;
}

const plainOffsets = new WeakMap<readonly OptionRow[], Float64Array>();

/**
 * The row tops of a list drawn without verdicts (a plain list, or its flags not yet here),
 * once per rows array: a long list's are prepared in idle time before it opens.
 */
export function plainRowOffsets(rows: readonly OptionRow[]): Float64Array {
  let found = plainOffsets.get(rows);
  if (!found) {
    found = rowOffsets(rows, (row) => optionRowHeight(row, null, NO_LONG_REASONS));
    plainOffsets.set(rows, found);
  }
  return found;
}

interface Segment {
  key: string;
  brand: string | null;
  rows: { row: OptionRow; index: number }[];
}

/** The drawn slice, cut into brand groups (role=group) so each part is read with its brand. */
function segments(rows: readonly OptionRow[], start: number, end: number): Segment[] {
  const result: Segment[] = [];
  for (let index = start; index < end; index++) {
    const row = rows[index];
    if (!row) continue;
    const brand = row.kind === 'none' ? null : row.brand;
    const last = result[result.length - 1];
    if (last && last.brand === brand && brand !== null) last.rows.push({ row, index });
    else result.push({ key: `${brand ?? 'none'}-${index}`, brand, rows: [{ row, index }] });
  }
  return result;
}

interface OptionContentProps {
  row: OptionRow;
  flags: ItemFlags | null;
  mark: string | null;
  /** The price difference, when shown ('' for the current choice). */
  difference: string | null;
  /** The part's key specs (a long list's come with the pages in view). */
  specs: string | null;
  reasonId: string;
}

function Money({ price, difference }: { price: string | null; difference: string | null }) {
  return (
    <span className={styles.money}>
      {price ? <span className={styles.price}>{price}</span> : null}
      {difference ? <span className={styles.difference}>{difference}</span> : null}
    </span>
  );
}

/** A row's content, memoised: the highlight moving or the list turning busy leaves it as it is. */
const OptionContent = memo(function OptionContent({
  row,
  flags,
  mark,
  difference,
  specs,
  reasonId,
}: OptionContentProps) {
  if (row.kind === 'none')
    return (
      <>
        <span className={styles.name}>{NONE_SELECTED}</span>
        <Money price={null} difference={difference} />
      </>
    );
  if (row.kind === 'brand') return null;
  const { item } = row;
  const status = STATUS_TEXT[optionStatus(item, flags)];
  const stock = stockText(item);
  const reason = optionReason(item, flags);
  return (
    <>
      <span className={styles.name}>{item.longName}</span>
      <Money price={formatPounds(poundsToPence(item.price))} difference={difference} />
      <span className={styles.specs}>{specs ?? ''}</span>
      {status || stock || mark ? (
        <span className={styles.status}>
          {status ? (
            <span className={styles.badge}>
              {status.badge}
              <span className={styles.visuallyHidden}>: {status.tooltip}</span>
            </span>
          ) : null}
          {stock ? <span className={styles.stock}>{stock}</span> : null}
          {mark ? <span className={styles.mark}>{mark}</span> : null}
          {/* Shown to every eye and touch; read once, as the option's description. */}
          {reason ? (
            <span id={reasonId} className={styles.reason} aria-hidden="true" data-reason>
              {reason}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
});

/** The listbox of a component dropdown, windowed: only the rows in view are in the DOM. */
export function ComboboxOptions(props: ComboboxOptionsProps) {
  const { rows, active, selectedId, flags, optionId, onChoose, window: win } = props;
  const { listRef, onDrawn } = props;
  // Before paint: a reason longer than its row makes the row taller (reason-lines.ts).
  useLayoutEffect(() => {
    if (listRef.current) onDrawn(listRef.current);
  });
  const sliceStyle: CSSProperties = { transform: `translateY(${win.top}px)` };
  const differenceOf = (row: OptionRow): string | null => {
    if (!props.priceDifference || row.kind === 'brand') return null;
    const id = row.kind === 'none' ? null : row.item.id;
    if (id === selectedId) return null;
    const difference = props.priceDifference(row.kind === 'none' ? null : row.item);
    return difference === null ? null : formatPriceDifference(difference);
  };
  return (
    <div
      ref={props.listRef}
      id={props.listId}
      role="listbox"
      aria-labelledby={props.labelId}
      aria-busy={props.busy || undefined}
      className={styles.list}
      style={{ maxHeight: win.viewport }}
      onScroll={win.onScroll}
      // Keeps focus in the input while a pointer picks an option.
      onMouseDown={(event) => event.preventDefault()}
      {...props.listProps}
    >
      <div className={styles.track} style={{ height: win.totalHeight }}>
        <div className={styles.slice} style={sliceStyle}>
          {segments(rows, win.start, win.end).map((segment) => (
            <div
              key={segment.key}
              role={segment.brand === null ? undefined : 'group'}
              aria-label={segment.brand ?? undefined}
            >
              {segment.rows.map(({ row, index }) => {
                if (row.kind === 'brand') {
                  return (
                    <div
                      key={row.key}
                      className={styles.brand}
                      style={{ height: ROW_HEIGHTS.brand }}
                      aria-hidden="true"
                    >
                      {row.brand}
                    </div>
                  );
                }
                const id = row.kind === 'none' ? null : row.item.id;
                const status = row.kind === 'none' ? 'ok' : optionStatus(row.item, flags);
                const reason = row.kind === 'none' ? null : optionReason(row.item, flags);
                const tooltip = STATUS_TEXT[status]?.tooltip;
                const reasonId = `${optionId(index)}-reason`;
                return (
                  <div
                    key={row.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={id === selectedId}
                    // The specific reason is the option's description: read after its name.
                    aria-describedby={reason ? reasonId : undefined}
                    className={styles.option}
                    style={{ height: optionRowHeight(row, flags, props.longReasons) }}
                    data-active={index === active || undefined}
                    data-status={status}
                    title={reason && tooltip ? `${tooltip}. ${reason}` : tooltip}
                    onClick={() => onChoose(index)}
                  >
                    <OptionContent
                      row={row}
                      flags={flags}
                      mark={row.kind === 'option' ? (props.markOption?.(row.item) ?? null) : null}
                      difference={differenceOf(row)}
                      specs={
                        row.kind === 'option'
                          ? ((props.withSpecs?.(row.item) ?? row.item).keySpecs ?? null)
                          : null
                      }
                      reasonId={reasonId}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
