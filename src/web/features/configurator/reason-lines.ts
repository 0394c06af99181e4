import { useCallback, useRef, useState } from 'react';

/** A greyed part's reason line (component-combobox.module.css `.reason`, line-height). */
export const REASON_LINE_PX = 16;

/**
 * The lines each greyed part's reason takes in a list at its width, as measured in the rows
 * drawn. A row has room for two; a longer reason makes its row taller so it is read in full,
 * by touch too (issue 36 item 2), and every row greyed for the same reason takes the same
 * height before it is drawn (the list places rows by arithmetic, see use-list-window.ts).
 */
export interface ReasonLines {
  /** The list's width the lines were measured at (another width measures afresh). */
  width: number;
  lines: ReadonlyMap<string, number>;
}

const NONE: ReasonLines = { width: 0, lines: new Map() };

/** Reads the reasons of the rows drawn in `list` that `known` does not hold at its width. */
export function measureReasons(list: HTMLElement, known: ReasonLines): ReasonLines | null {
  const spans = list.querySelectorAll<HTMLElement>('[data-reason]');
  if (spans.length === 0) return null; // nothing greyed in view: no layout read
  const width = list.clientWidth;
  if (width === 0) return null; // not laid out (hidden, or a test's DOM)
  const base = width === known.width ? known.lines : new Map<string, number>();
  let next: Map<string, number> | null = base === known.lines ? null : new Map(base);
  for (const span of spans) {
    const text = span.textContent ?? '';
    if ((next ?? base).has(text)) continue;
    const lines = Math.round(span.offsetHeight / REASON_LINE_PX);
    if (lines === 0) continue;
    next ??= new Map(base);
    next.set(text, lines);
  }
  return next ? { width, lines: next } : null;
}

/** The measured lines, and the report a list makes of the rows it drew (in a layout effect). */
export function useReasonLines() {
  const [reasonLines, setReasonLines] = useState(NONE);
  const current = useRef(reasonLines);
  current.current = reasonLines;
  const measure = useCallback((list: HTMLElement) => {
    const next = measureReasons(list, current.current);
    if (next) setReasonLines((current.current = next));
  }, []);
  return { reasonLines, measure };
}
