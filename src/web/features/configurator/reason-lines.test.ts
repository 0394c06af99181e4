import { describe, expect, it } from 'vitest';
import { measureReasons, REASON_LINE_PX } from './reason-lines';

/** A list of drawn reasons, each `lines` tall, laid out at `width` (jsdom lays nothing out). */
function drawnList(width: number, reasons: [string, number][]): HTMLElement {
  const list = document.createElement('div');
  Object.defineProperty(list, 'clientWidth', { value: width });
  for (const [text, lines] of reasons) {
    const span = document.createElement('span');
    span.dataset.reason = '';
    span.textContent = text;
    Object.defineProperty(span, 'offsetHeight', { value: lines * REASON_LINE_PX });
    list.append(span);
  }
  return list;
}

describe('the greyed reasons longer than a row has room for', () => {
  it('answers only the reasons over two lines, and only when one is new', () => {
    const measured = { width: 0, lines: new Map<string, number>() };
    expect(measureReasons(drawnList(300, [['short', 2]]), measured)).toBeNull();
    const long = measureReasons(
      drawnList(300, [
        ['short', 2],
        ['long', 3],
      ]),
      measured,
    );
    expect(long && [...long]).toEqual([['long', 3]]);
    // Nothing new drawn: no new answer (no re-render).
    expect(measureReasons(drawnList(300, [['long', 3]]), measured)).toBeNull();
  });

  it('measures afresh at another width, where a reason may fit again', () => {
    const measured = { width: 0, lines: new Map<string, number>() };
    measureReasons(drawnList(300, [['long', 3]]), measured);
    const wider = measureReasons(drawnList(500, [['long', 2]]), measured);
    expect(wider && [...wider]).toEqual([]);
  });

  it('reads nothing from a list with no greyed row, or not laid out', () => {
    const measured = { width: 0, lines: new Map<string, number>() };
    expect(measureReasons(drawnList(300, []), measured)).toBeNull();
    expect(measureReasons(drawnList(0, [['long', 3]]), measured)).toBeNull();
    expect(measured.lines.size).toBe(0);
  });
});
