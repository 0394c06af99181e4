import { useCallback, useRef, useState } from 'react';

/** A greyed part's reason line (component-combobox.module.css `.reason`, line-height). */
export const REASON_LINE_PX = 16;

/** The lines a row has room for without growing (combobox-options.tsx ROW_HEIGHTS.reason). */
const ROOM = 2;

/**
 * The greyed parts' reasons that take more than two lines in a list at its width, with their
 * lines, as measured in the rows drawn. Such a row grows so its reason is read in full, by
 * touch too (issue 36 item 2), and every row greyed for that reason takes the same height
 * before it is drawn (the list places rows by arithmetic, see use-list-window.ts).
 */
export type LongReasons = ReadonlyMap<string, number>;

/** No reason longer than its row (before any is measured). */
export const NO_LONG_REASONS: LongReasons = new Map();

interface Measured {
  /** The list's width the reasons were measured at (another width measures afresh). */
  width: number;
  /** Every reason measured, with its lines. */
  lines: Map<string, number>;
}

/**
 * Reads the reasons of the rows drawn in `list` not measured yet at its width; answers the long
 * ones anew when that changed them, else null.
 */
export function measureReasons(list: HTMLElement, measured: Measured): LongReasons | null {
  const spans = list.querySelectorAll<HTMLElement>('[data-reason]');
  if (spans.length === 0) return null; // nothing greyed in view: no layout read
  const width = list.clientWidth;
  if (width === 0) return null; // not laid out (hidden, or a test's DOM)
  let changed = false;
  if (width !== measured.width) {
    changed = [...measured.lines.values()].some((lines) => lines > ROOM);
    measured.width = width;
    measured.lines.clear();
  }
  for (const span of spans) {
    const text = span.textContent ?? '';
    if (measured.lines.has(text)) continue;
    const lines = Math.round(span.offsetHeight / REASON_LINE_PX);
    if (lines === 0) continue;
    measured.lines.set(text, lines);
    if (lines > ROOM) changed = true;
  }
  if (!changed) return null;
  return new Map([...measured.lines].filter(([, lines]) => lines > ROOM));
}

/** The long reasons, and the report a list makes of the rows it drew (in a layout effect). */
export function useLongReasons() {
  const [longReasons, setLongReasons] = useState(NO_LONG_REASONS);
  const measured = useRef<Measured>({ width: 0, lines: new Map() });
  const measure = useCallback((list: HTMLElement) => {
    const next = measureReasons(list, measured.current);
    if (next) setLongReasons(next);
  }, []);
  return { longReasons, measure };
}
