import type { CSSProperties, HTMLAttributes, RefObject } from 'react';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { NONE_SELECTED, type OptionRow } from './option-rows';
import { optionReason, optionStatus, STATUS_TEXT, type ItemFlags } from './option-status';
import type { useListWindow } from './use-list-window';
import { ROW_HEIGHT } from './use-list-window';
import styles from './component-combobox.module.css';

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
  /** Extra listbox attributes (the assist list is itself focusable). */
  listProps?: HTMLAttributes<HTMLDivElement>;
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
}

function OptionContent({ row, flags, mark }: OptionContentProps) {
  if (row.kind === 'none') return <span className={styles.name}>{NONE_SELECTED}</span>;
  if (row.kind === 'brand') return null;
  const status = STATUS_TEXT[optionStatus(row.item, flags)];
  return (
    <>
      <span className={styles.name}>{row.item.longName}</span>
      {status ? (
        <span className={styles.badge}>
          {status.badge}
          <span className={styles.visuallyHidden}>: {status.tooltip}</span>
        </span>
      ) : null}
      {mark ? <span className={styles.mark}>{mark}</span> : null}
      <span className={styles.price}>{formatPounds(poundsToPence(row.item.price))}</span>
    </>
  );
}

/** The listbox of a component dropdown, windowed: only the rows in view are in the DOM. */
export function ComboboxOptions(props: ComboboxOptionsProps) {
  const { rows, active, selectedId, flags, optionId, onChoose, window: win } = props;
  const sliceStyle: CSSProperties = { transform: `translateY(${win.start * ROW_HEIGHT}px)` };
  return (
    <div
      ref={props.listRef}
      id={props.listId}
      role="listbox"
      aria-labelledby={props.labelId}
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
                    <div key={row.key} className={styles.brand} aria-hidden="true">
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
                    data-active={index === active || undefined}
                    data-status={status}
                    title={reason && tooltip ? `${tooltip}. ${reason}` : tooltip}
                    onClick={() => onChoose(index)}
                  >
                    <OptionContent
                      row={row}
                      flags={flags}
                      mark={row.kind === 'option' ? (props.markOption?.(row.item) ?? null) : null}
                    />
                    {/* Hidden from the name but read as the description (aria-describedby). */}
                    {reason ? (
                      <span id={reasonId} hidden>
                        {reason}
                      </span>
                    ) : null}
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
