import { describe, expect, it } from 'vitest';
import { CASE_VIEWS } from '../../domain/catalog/media-urls';
import { isCategory } from '../../domain/catalog/specs';
import { seedCatalog } from '../db/seed/catalog/seed-catalog';
import { caseArtSvg } from './case-art';
import { productArtSvg } from './product-art';

/** A light well-formedness check: balanced tags, one root, and the accessibility pieces. */
function expectWellFormedSvg(svg: string, label: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), label).toBe(true);
  expect(svg.endsWith('</svg>'), label).toBe(true);
  expect(svg, label).toMatch(/viewBox="0 0 \d+ \d+"/);
  expect(svg, label).toMatch(/<title id="art-title">[^<]+<\/title>/);
  expect(svg.replace('http://www.w3.org/2000/svg', ''), label).not.toMatch(/https?:|href="[^#]/);
  expect(svg, label).not.toMatch(/NaN|undefined|Infinity/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop(), `${label}: </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(stack, label).toEqual([]);
  expect(svg.length, `${label} size`).toBeLessThan(8 * 1024);
}

describe('product art', () => {
  it('renders well-formed, small, self-contained SVG for every seed product', () => {
    for (const product of seedCatalog) expectWellFormedSvg(productArtSvg(product), product.id);
  });

  it('renders every case view', () => {
    for (const product of seedCatalog.filter(isCategory('case'))) {
      for (const view of CASE_VIEWS)
        expectWellFormedSvg(caseArtSvg(product, view), `${product.id}/${view}`);
    }
  });

  it('is deterministic and differs between products and views', () => {
    const [first, second] = seedCatalog.filter(isCategory('gpu'));
    expect(productArtSvg(first!)).toBe(productArtSvg(first!));
    expect(productArtSvg(first!)).not.toBe(productArtSvg(second!));
    const aCase = seedCatalog.find(isCategory('case'))!;
    expect(new Set(CASE_VIEWS.map((view) => caseArtSvg(aCase, view))).size).toBe(CASE_VIEWS.length);
  });

  it('names the product in the title and escapes it', () => {
    const aCase = seedCatalog.find(isCategory('case'))!;
    expect(caseArtSvg(aCase, 'rear')).toContain(
      `<title id="art-title">${aCase.longName}, rear view</title>`,
    );
    const quiet = seedCatalog.find((p) => p.brand === 'be quiet!')!;
    expect(productArtSvg({ ...quiet, longName: 'A & B <C>' })).toContain('A &amp; B &lt;C&gt;');
  });

  it('draws larger towers for larger case sizes in the main image', () => {
    const cases = seedCatalog.filter(isCategory('case'));
    const heightOf = (size: number) => {
      const svg = caseArtSvg(
        cases.find((c) => c.specs.caseSize === size)!,
        'main',
      );
      return Number(
        /translate\([\d.]+ [\d.]+\)"><rect x="0" y="0" width="[\d.]+" height="([\d.]+)"/.exec(
          svg,
        )?.[1],
      );
    };
    expect(heightOf(1)).toBeLessThan(heightOf(2));
    expect(heightOf(2)).toBeLessThan(heightOf(3));
    expect(heightOf(3)).toBeLessThanOrEqual(heightOf(4));
  });
});
