import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import type { Pence } from '../../../domain/money/pence';
import { ComboboxOptions, optionRowHeight, type ComboboxOptionsProps } from './combobox-options';
import { useLongReasons } from './reason-lines';
import { stepChoosable, type OptionRow } from './option-rows';
import type { ItemFlags } from './option-status';
import { rowOffsets, useListWindow } from './use-list-window';

type ComponentItem = ListedItem;

export interface SelectionListProps {
  labelId: string;
  /** The rows to show ('None selected', brand groups), narrowed by the list's tools. */
  rows: readonly OptionRow[];
  flags: ItemFlags | null;
  /** The rows drawn, [start, end): the server's pages they need are loaded. */
  onShowing?: (start: number, end: number) => void;
  busy?: boolean;
  /** A part with the key specs the list has for it (a long list held by name). */
  withSpecs?: ComboboxOptionsProps['withSpecs'];
  /** The highlighted part (null: 'None selected'). */
  highlighted: string | null;
  selectedId: string | null;
  onHighlight: (id: string | null) => void;
  /** Enter on the list: add the highlighted part. */
  onAdd: () => void;
  markOption?: (item: ComponentItem) => string | null;
  priceDifference?: (item: ComponentItem | null) => Pence | null;
}

const idOf = (row: OptionRow | undefined) => (row?.kind === 'option' ? row.item.id : null);

/**
 * The selection screen's list (spec section 2): 'None selected' first, then brand groups. A
 * focusable, windowed listbox: arrows move the highlight, Enter adds it to the build.
 */
export function SelectionList(props: SelectionListProps) {
  const { rows, highlighted, onHighlight, onShowing } = props;
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const { longReasons, measure } = useLongReasons();
  const offsets = useMemo(
    () => rowOffsets(rows, (row) => optionRowHeight(row, props.flags, longReasons)),
    [rows, props.flags, longReasons],
  );
  const win = useListWindow(listRef, offsets, 480);
  useEffect(() => {
    if (win.placed) onShowing?.(win.start, win.end);
  }, [win.placed, win.start, win.end, onShowing]);
  const active = Math.max(
    0,
    rows.findIndex((row) => row.kind !== 'brand' && idOf(row) === highlighted),
  );
  useEffect(() => {
    listRef.current?.focus();
  }, []);
  // The list opens at the highlighted part, once its parts are there (they may arrive after
  // the list has opened).
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || !rows.some((row) => row.kind === 'option')) return;
    placed.current = true;
    win.reveal(active, 'start');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the parts first show
  }, [rows]);

  const moveTo = (index: number) => {
    onHighlight(idOf(rows[index]));
    win.reveal(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(stepChoosable(rows, active, 1)),
      ArrowUp: () => moveTo(stepChoosable(rows, active, -1)),
      Home: () => moveTo(0),
      End: () => moveTo(stepChoosable(rows, rows.length, -1)),
      Enter: () => props.onAdd(),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  return (
    <ComboboxOptions
      listId={`${id}-list`}
      labelId={props.labelId}
      listRef={listRef}
      rows={rows}
      active={active}
      selectedId={props.selectedId}
      flags={props.flags}
      optionId={(index) => `${id}-option-${index}`}
      onChoose={moveTo}
      window={win}
      markOption={props.markOption}
      priceDifference={props.priceDifference}
      withSpecs={props.withSpecs}
      busy={props.busy}
      longReasons={longReasons}
      onDrawn={measure}
      listProps={{
        tabIndex: 0,
        'aria-activedescendant': `${id}-option-${active}`,
        onKeyDown,
        onMouseDown: undefined,
      }}
    />
  );
}
