/** Memory sticks, one per module, with heatspreaders sized by module height and RGB bars when lit. */
import type { MemoryProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

export function memoryArt(product: MemoryProduct): string {
  const { modules, heightMm, rgb, type, speedMts } = product.specs;
  const accent = accentFor(product.id);
  const count = Math.max(1, Math.min(4, modules ?? 2));
  const stickW = 300;
  const stickH = Math.max(60, (heightMm ?? 34) * 2.4);
  const stepX = 18;
  const stepY = -16;
  const x0 = (W - stickW - stepX * (count - 1)) / 2;
  const y0 = (H - stickH) / 2 + 10 - (stepY * (count - 1)) / 2;
  let sticks = '';
  for (let i = count - 1; i >= 0; i--) {
    const x = x0 + i * stepX;
    const y = y0 + i * stepY;
    sticks +=
      `<g>` +
      rect(x, y + stickH - 20, stickW, 20, 'fill="#1a3a2a"') +
      `<path d="M${r(x + 4)} ${r(y + stickH - 3)}h${stickW - 8}" stroke="${PALETTE.gold}" stroke-width="5" stroke-dasharray="3 1.5"/>` +
      rect(x + stickW * 0.55, y + stickH - 6, 6, 8, `fill="${PALETTE.page}"`) +
      rect(x, y, stickW, stickH - 18, `rx="4" fill="url(#spreader)" stroke="#3b4250"`) +
      (rgb ? rect(x + 2, y - 8, stickW - 4, 10, 'rx="4" fill="url(#rgb)" opacity="0.95"') : '') +
      `<path d="M${r(x + 18)} ${r(y + 16)}l40 ${r(stickH - 50)}M${r(x + 260)} ${r(y + 16)}l-24 ${r(stickH - 50)}" stroke="${accent.main}" stroke-width="2" opacity="0.7"/>` +
      text(
        x + 70,
        y + (stickH - 18) / 2 + 5,
        product.brand.toUpperCase(),
        `font-size="14" font-weight="800" letter-spacing="3" fill="${PALETTE.steelLight}"`,
      ) +
      text(
        x + 70,
        y + (stickH - 18) / 2 + 20,
        `${type ?? ''}-${speedMts ?? ''}`,
        `font-size="10" letter-spacing="1.5" fill="${PALETTE.steel}"`,
      ) +
      `</g>`;
  }
  const defs =
    `<linearGradient id="spreader" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#303744"/><stop offset="1" stop-color="#181c24"/></linearGradient>` +
    `<linearGradient id="rgb" x1="0" x2="1"><stop offset="0" stop-color="${PALETTE.ember}"/><stop offset="0.5" stop-color="#f0abfc"/><stop offset="1" stop-color="${PALETTE.cyan}"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body: sticks });
}
