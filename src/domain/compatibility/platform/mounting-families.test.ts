import { describe, expect, it } from 'vitest';
import { coolerOf } from '../test-fixtures';
import { coolerMountFit, type MountFit } from './mounting-families';

/** [sockets the cooler lists, the board's (or processor's) socket, the fit]. */
const rows: Array<[listed: string[], socket: string, fit: MountFit]> = [
  // square-ILM LGA2011 family: LGA2011/LGA2066 coolers on LGA2011-3
  [['LGA2011', 'LGA2066'], 'LGA2011-3', 'family'],
  [['LGA2011-3'], 'LGA2011-3', 'listed'],
  // the narrow ILM is a family of its own (exception)
  [['LGA2011', 'LGA2011-3', 'LGA2066'], 'LGA2011-3 Narrow', 'no'],
  // FM2 and FM2+ (and AM3) share one hole pattern; AM4 moved to another
  [['FM2'], 'FM2+', 'family'],
  [['AM3', 'AM3+'], 'FM2+', 'family'],
  [['AM4', 'AM5'], 'FM2+', 'no'],
  // AM4 and AM5: same holes, but AM5's fixed backplate (exception)
  [['AM4'], 'AM5', 'backplate'],
  [['AM5'], 'AM4', 'family'],
  // LGA115x and LGA1200; LGA1700 and LGA1851; not across
  [['LGA1151', 'LGA1155'], 'LGA1200', 'family'],
  [['LGA115'], 'LGA1200', 'family'],
  [['LGA115x'], 'LGA1151', 'family'],
  [['LGA1700'], 'LGA1851', 'family'],
  [['LGA1200'], 'LGA1700', 'no'],
  [['LGA1700', 'LGA1851'], 'LGA1200', 'no'],
  // an unknown socket is no family
  [['AM4'], 'G34', 'no'],
];

describe('cooler mounting families', () => {
  it.each(rows)('a cooler listing %j on %s: %s', (listed, socket, fit) => {
    expect(coolerMountFit(coolerOf({ sockets: listed }), socket)).toBe(fit);
  });
});
