/**
 * Writes a contact sheet of the generated product art and screenshots it with Debian's Chromium:
 * all views of two cases and one product of every other category.
 * Run: node --import tsx scripts/render-art-preview.ts  ->  /tmp/shots/art-*.png
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CASE_VIEWS } from '../src/domain/catalog/media-urls';
import type { Product } from '../src/domain/catalog/specs';
import { seedCatalog } from '../src/server/db/seed/catalog/seed-catalog';
import { caseArtSvg } from '../src/server/media/case-art';
import { productArtSvg } from '../src/server/media/product-art';

const OUT = process.env.ART_PREVIEW_DIR ?? '/tmp/shots';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function tile(svg: string, label: string): string {
  return `<figure>${svg.replace('id="art-title"', '')}<figcaption>${label}</figcaption></figure>`;
}

function sheet(title: string, tiles: string[]): string {
  return (
    `<!doctype html><meta charset="utf-8"><title>${title}</title><style>` +
    'body{margin:0;padding:16px;background:#0d0f14;color:#c9d1de;font:12px system-ui}' +
    'main{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}' +
    'figure{margin:0;background:#161a22;border:1px solid #262c38;border-radius:12px;overflow:hidden}' +
    'svg{display:block;width:100%;height:auto}figcaption{padding:6px 10px}</style>' +
    `<main>${tiles.join('')}</main>`
  );
}

function sheets(catalog: readonly Product[]): Record<string, string> {
  const cases = catalog.filter((p) => p.category === 'case');
  const caseSheets: Record<string, string> = {};
  const picks = [cases[0], cases.find((c) => c.category === 'case' && c.specs.caseSize === 4 && c.specs.front === 'mesh')].filter(
    (c): c is Extract<Product, { category: 'case' }> => c !== undefined && c.category === 'case',
  );
  picks.forEach((item, i) => {
    caseSheets[`cases-${i + 1}`] = sheet(item.shortName, CASE_VIEWS.map((view) => tile(caseArtSvg(item, view), `${item.shortName} · ${view}`)));
  });
  const mains = cases.map((c) => tile(productArtSvg(c), `${c.shortName} (size ${c.category === 'case' ? c.specs.caseSize : ''})`));
  const seen = new Set<string>();
  const others = catalog.filter((p) => p.category !== 'case' && !seen.has(p.category) && seen.add(p.category));
  const extras = catalog.filter((p) => ['gpu', 'cpu', 'coolingCpu', 'storage', 'psu'].includes(p.category) && !others.includes(p)).filter((_, i) => i % 4 === 0);
  return {
    ...caseSheets,
    'case-mains': sheet('All cases', mains),
    components: sheet('Components', others.map((p) => tile(productArtSvg(p), p.shortName))),
    'components-more': sheet('More components', extras.slice(0, 12).map((p) => tile(productArtSvg(p), p.shortName))),
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    for (const [name, html] of Object.entries(sheets(seedCatalog))) {
      const file = join(OUT, `art-${name}.html`);
      writeFileSync(file, html);
      await page.goto(`file://${file}`);
      await page.screenshot({ path: join(OUT, `art-${name}.png`), fullPage: true });
      console.log(join(OUT, `art-${name}.png`));
    }
  } finally {
    await browser.close();
  }
}

await main();
