import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { BuildSelections } from '../../../domain/build/build-selections';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import type { Pence } from '../../../domain/money/pence';
import { ComboboxOptions, optionRowHeight, plainRowOffsets } from './combobox-options';
import { useLongReasons } from './reason-lines';
import {
  indexedFor,
  NONE_SELECTED,
  optionRows,
  rowFacts,
  rowOfPart,
  stepChoosable,
  type IndexedItem,
  type OptionRow,
} from './option-rows';
import { optionStatus, STATUS_TEXT, type ItemFlags } from './option-status';
import { ListTools } from './list-tools';
import { usePartFinder } from './use-part-finder';
import { rowOffsets, useListWindow } from './use-list-window';
import { itemWithId } from './item-with-id';
import { whenIdle } from './when-idle';
import styles from './component-combobox.module.css';

export interface ComponentComboboxProps {
  label: string;
  /** The build field the list fills (the server's part search is asked by it). */
  field: ConfigureCategory;
  /** The build's selections without this field's choice: what the parts are judged against. */
  judged: BuildSelections;
  /** The list has flags: offer the "compatible with my build" switch. */
  canFilterCompatible: boolean;
  /** A greyed part's "Show parts that fit" (the parts-that-fit list opens for the field). */
  onShowPartsThatFit?: (id: string) => void;
  /**
   * The part in focus: the highlighted option while the list is open, the chosen part when
   * the field takes focus (null: 'None selected'). Expert mode's product summary shows it.
   */
  onFocusPart?: (item: ComponentItem | null) => void;
  items: readonly ComponentItem[];
  /** The change in the total each option would make (beside its price). */
  priceDifference?: (item: ComponentItem | null) => Pence | null;
  value: string | null;
  /** The flagged list's verdicts: incompatible parts are greyed, unverified ones marked. */
  flags: ItemFlags | null;
  /** A new positive number opens the list and focuses it (?category=, a dismissal). */
  openSignal?: number;
  /** The error style of a category reset by a dismissal. */
  invalid?: boolean;
  /** Ids of notes about this field (empty list, storage order…). */
  describedBy?: string;
  disabled?: boolean;
  onChoose: (id: string | null) => void;
  /** The shopper is about to look at the list (focus or open): time to fetch its flags. */
  onWanted?: () => void;
}

type ComponentItem = ListedItem;

/** The open list's height (px): about six parts. */
const VIEWPORT = 400;
const NO_ROWS: OptionRow[] = [];

/** The list the highlight was last placed for: open or not, the words typed, the rows. */
interface PlacedFor {
  open: boolean;
  query: string;
  rows: readonly OptionRow[];
}
const NOT_PLACED: PlacedFor = { open: false, query: '', rows: NO_ROWS };
/** Lists this long are indexed ahead in idle time; shorter ones sort in well under a frame on open. */
const INDEX_AHEAD_FROM = 500;

/**
 * The sorted, searchable form of a list, built only when the list opens (a closed dropdown
 * is a label and a field: twelve of them render at once on arrival). A long list's is prepared
 * in idle time after it arrives, so opening a list of thousands does not wait for the sort.
 */
function useOptionIndex(items: readonly ComponentItem[], open: boolean) {
  const last = useRef<IndexedItem[] | null>(null);
  useEffect(() => {
    if (items.length < INDEX_AHEAD_FROM) return;
    return whenIdle(() => {
      last.current = indexedFor(items, last.current);
      // The unfiltered rows, their facts and their tops, kept for the first open.
      const rows = optionRows(last.current);
      rowFacts(rows);
      rowOfPart(rows, null);
      plainRowOffsets(rows);
    });
  }, [items]);
  return useMemo(() => {
    if (!open) return null;
    last.current = indexedFor(items, last.current);
    return last.current;
  }, [items, open]);
}
const rowId = (row: OptionRow | undefined) =>
  row?.kind === 'option' ? row.item.id : row?.kind === 'none' ? null : undefined;

/**
 * An expert dropdown as an ARIA 1.2 editable combobox with a list popup: typing filters,
 * arrows move, Enter chooses, Escape closes. The list is windowed (see use-list-window.ts).
 */
function ComponentComboboxInner(props: ComponentComboboxProps) {
  const { label, items, value, flags, onChoose } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const indexed = useOptionIndex(items, open);
  // The typed text shows at once; a long list re-filters at lower priority (React may skip
  // intermediate keystrokes), so typing stays responsive with thousands of options.
  const deferredQuery = useDeferredValue(query);
  const finder = usePartFinder({
    field: props.field,
    judged: props.judged,
    indexed,
    flags,
    text: deferredQuery,
    shown: open,
  });
  const rows = indexed || finder.fromServer ? finder.rows : NO_ROWS;
  const rowFlags = finder.flags;
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { longReasons, measure } = useLongReasons();
  const offsets = useMemo(
    () =>
      rowFlags === null && longReasons.size === 0
        ? plainRowOffsets(rows)
        : rowOffsets(rows, (row) => optionRowHeight(row, rowFlags, longReasons)),
    [rows, rowFlags, longReasons],
  );
  const win = useListWindow(listRef, offsets, VIEWPORT);
  const { showing } = finder;
  useEffect(() => {
    if (open && win.placed) showing(win.start, win.end);
  }, [open, win.placed, win.start, win.end, showing]);
  // Once per list and value, not per render: a real catalogue's lists hold thousands of parts.
  const selected = useMemo(() => itemWithId(items, value), [items, value]);

  function moveTo(index: number, align?: 'start') {
    setActive(index);
    win.reveal(index, align);
  }
  useEffect(() => {
    if (!props.openSignal) return;
    inputRef.current?.focus();
    setOpen(true);
  }, [props.openSignal]);
  // Opening starts on the chosen part; a new filter starts on its first match. New rows for
  // the same filter (the flags or a refreshed list arrived) keep the highlight on its part.
  // Placed in the render that brings the rows (React renders again before drawing), not in an
  // effect after it: the rows, the highlight and the list's offset show in one frame.
  const [placedFor, setPlacedFor] = useState<PlacedFor>(NOT_PLACED);
  if (placedFor.open !== open || placedFor.rows !== rows) {
    setPlacedFor({ open, query: deferredQuery, rows });
    if (open) {
      const kept = keptPlace(placedFor);
      if (kept < 0) moveTo(openingPlace(), 'start');
      else if (kept !== active) moveTo(kept);
    }
  }
  // The highlighted part's place in the new rows, when they are the same filter's.
  // (Not when the list itself has just arrived: then the opening's own place applies.)
  function keptPlace(before: PlacedFor) {
    const keptId = rowId(before.rows[active]);
    const listWasShown = before.rows.some((row) => row.kind === 'option');
    if (!before.open || before.query !== deferredQuery || !listWasShown || keptId === undefined)
      return -1;
    return rowOfPart(rows, keptId);
  }
  function openingPlace() {
    const chosen = query === '' ? rowOfPart(rows, value) : -1;
    return chosen >= 0 ? chosen : rows[0]?.kind === 'brand' ? 1 : 0;
  }
  const { onWanted } = props;
  useEffect(() => {
    if (open) onWanted?.();
  }, [open, onWanted]);

  // Closed, the field's part is the one in focus again (the chosen one, or the new choice).
  const close = (part: ComponentItem | null = selected) => {
    setOpen(false);
    setQuery('');
    finder.setPanelOpen(false);
    props.onFocusPart?.(part);
  };
  const choose = (index: number) => {
    // Enter while the list still shows an older filter: the first match of what was typed.
    const stale = deferredQuery !== query && indexed !== null && !finder.fromServer;
    const current = stale ? optionRows(indexed, query) : rows;
    const row = current[stale ? stepChoosable(current, -1, 1) : index];
    const chosen = rowId(row);
    if (chosen === undefined) return;
    // The choice first: its calls go out before anything else runs. focus() makes the browser
    // bring style and layout up to date at once, so it is skipped when the input has focus.
    onChoose(chosen);
    close(row?.kind === 'option' ? finder.withSpecs(row.item) : null);
    if (document.activeElement !== inputRef.current) inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? moveTo(stepChoosable(rows, active, 1)) : setOpen(true)),
      ArrowUp: () => (open ? moveTo(stepChoosable(rows, active, -1)) : setOpen(true)),
      PageDown: () => open && moveTo(stepChoosable(rows, Math.min(active + 7, rows.length), -1)),
      PageUp: () => open && moveTo(stepChoosable(rows, Math.max(active - 7, -1), 1)),
      Enter: () => (open ? choose(active) : setOpen(true)),
      Escape: () => close(),
    };
    const action = keys[event.key];
    if (!action || (event.key === 'Escape' && !open)) return;
    event.preventDefault();
    action();
  };

  const activeRow = open ? rows[active] : undefined;
  const focusedPart =
    activeRow?.kind === 'option'
      ? finder.withSpecs(activeRow.item)
      : activeRow?.kind === 'none'
        ? null
        : undefined;
  const { onFocusPart } = props;
  useEffect(() => {
    if (focusedPart !== undefined) onFocusPart?.(focusedPart);
  }, [focusedPart, onFocusPart]);
  const activeStatus =
    activeRow?.kind === 'option' ? STATUS_TEXT[optionStatus(activeRow.item, rowFlags)] : null;
  const fieldRef = useRef<HTMLDivElement>(null);
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div
      ref={fieldRef}
      className={styles.field}
      data-invalid={props.invalid || undefined}
      // Focus moving to the list's tools keeps it open; leaving the field closes it.
      onBlur={(event) => {
        if (!fieldRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label id={labelId} htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            activeRow && activeRow.kind !== 'brand' ? optionId(active) : undefined
          }
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={props.disabled}
          value={open ? query : (selected?.longName ?? NONE_SELECTED)}
          placeholder={selected?.longName ?? NONE_SELECTED}
          onChange={(event) => {
            // Typing into the closed field filters by what was typed, not the part's name.
            const shown = selected?.longName ?? NONE_SELECTED;
            const text = event.target.value;
            setQuery(!open && text.startsWith(shown) ? text.slice(shown.length) : text);
            setOpen(true);
          }}
          onFocus={(event) => {
            event.currentTarget.select();
            props.onWanted?.();
            props.onFocusPart?.(selected);
          }}
          onClick={() => (open ? close() : setOpen(true))}
          onKeyDown={onKeyDown}
        />
        <span className={styles.chevron} aria-hidden="true" data-open={open || undefined} />
      </div>
      {open ? (
        <div
          className={styles.popup}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.target === inputRef.current) return;
            event.preventDefault();
            close();
            inputRef.current?.focus();
          }}
          // A press on the popup's background keeps the focus where it is.
          onMouseDown={(event) => {
            if (!(event.target as HTMLElement).closest('input, select, button, label'))
              event.preventDefault();
          }}
        >
          <ListTools
            finder={finder}
            label={label}
            canFilterCompatible={props.canFilterCompatible}
          />
          {rows.length === 0 ? (
            <p className={styles.noMatch} role="status">
              No components match ‘{query}’
            </p>
          ) : null}
          <ComboboxOptions
            listId={listId}
            labelId={labelId}
            listRef={listRef}
            rows={rows}
            active={active}
            selectedId={value}
            flags={rowFlags}
            optionId={optionId}
            onChoose={choose}
            window={win}
            priceDifference={props.priceDifference}
            withSpecs={finder.withSpecs}
            busy={finder.busy}
            longReasons={longReasons}
            onDrawn={measure}
          />
          {activeStatus ? (
            <div className={styles.activeNote}>
              <p aria-hidden="true">{activeStatus.tooltip}</p>
              {props.onShowPartsThatFit &&
              activeRow?.kind === 'option' &&
              activeStatus.badge === 'Incompatible' ? (
                <button
                  type="button"
                  className={styles.fitButton}
                  onClick={() => props.onShowPartsThatFit?.(activeRow.item.id)}
                >
                  Show parts that fit
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Memoised: a choice re-renders only the dropdowns whose value, items or flags changed. */
export const ComponentCombobox = memo(ComponentComboboxInner);
