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
  // As an image, like the shop serves it: inline SVGs would share ids across tiles.
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<figure><img src="${src}" alt=""><figcaption>${label}</figcaption></figure>`;
}

function sheet(title: string, tiles: string[]): string {
  return (
    `<!doctype html><meta charset="utf-8"><title>${title}</title><style>` +
    'body{margin:0;padding:16px;background:#0d0f14;color:#c9d1de;font:12px system-ui}' +
    'main{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}' +
    'figure{margin:0;background:#161a22;border:1px solid #262c38;border-radius:12px;overflow:hidden}' +
    'img{display:block;width:100%;height:auto}figcaption{padding:6px 10px}</style>' +
    `<main>${tiles.join('')}</main>`
  );
}

function sheets(catalog: readonly Product[]): Record<string, string> {
  const cases = catalog.filter((p) => p.category === 'case');
  const caseSheets: Record<string, string> = {};
  const picks = [
    cases[0],
    cases.find((c) => c.category === 'case' && c.specs.caseSize === 4 && c.specs.front === 'mesh'),
  ].filter(
    (c): c is Extract<Product, { category: 'case' }> => c !== undefined && c.category === 'case',
  );
  picks.forEach((item, i) => {
    caseSheets[`cases-${i + 1}`] = sheet(
      item.shortName,
      CASE_VIEWS.map((view) => tile(caseArtSvg(item, view), `${item.shortName} · ${view}`)),
    );
  });
  const mains = cases.map((c) =>
    tile(
      productArtSvg(c),
      `${c.shortName} (size ${c.category === 'case' ? c.specs.caseSize : ''})`,
    ),
  );
  const seen = new Set<string>();
  const others = catalog.filter(
    (p) => p.category !== 'case' && !seen.has(p.category) && seen.add(p.category),
  );
  // Variants the first pick of each category does not show.
  const variants: ((p: Product) => boolean)[] = [
    (p) => p.category === 'cpu' && p.specs.socket === 'AM5',
    (p) => p.category === 'gpu' && (p.specs.fans ?? 0) >= 3,
    (p) => p.category === 'gpu' && p.specs.chipVendor === 'intel',
    (p) => p.category === 'motherboard' && p.specs.formFactor === 'Mini-ITX',
    (p) => p.category === 'memory' && p.specs.rgb === true,
    (p) => p.category === 'storage' && p.specs.kind === 'hdd',
    (p) => p.category === 'storage' && p.specs.kind === 'sata-ssd',
    (p) => p.category === 'psu' && p.specs.formFactor === 'SFX',
    (p) => p.category === 'coolingCpu' && p.specs.type === 'liquid' && p.specs.radiatorMm === 360,
    (p) => p.category === 'coolingCpu' && (p.specs.heightMm ?? 99) < 60,
    (p) => p.category === 'networking' && p.specs.kind === 'wifi' && p.specs.interface !== 'USB',
    (p) => p.category === 'soundcard' && p.specs.interface === 'USB',
  ];
  const extras = variants
    .map((match) => catalog.find(match))
    .filter((p): p is Product => p !== undefined);
  return {
    ...caseSheets,
    'case-mains': sheet('All cases', mains),
    components: sheet(
      'Components',
      others.map((p) => tile(productArtSvg(p), p.shortName)),
    ),
    'components-more': sheet(
      'More components',
      extras.map((p) => tile(productArtSvg(p), p.shortName)),
    ),
  };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
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
