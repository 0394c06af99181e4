/** Case fans: up to three frames overlapping for packs, with an RGB ring when lit. */
import type { FansProduct } from '../../domain/catalog/specs';
import { accentFor, fanFace, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

export function fanArt(product: FansProduct): string {
  const { sizeMm, packSize, rgb } = product.specs;
  const accent = accentFor(product.id).main;
  const shown = Math.min(3, packSize);
  const side = sizeMm === 140 ? 190 : 166;
  const step = side * 0.42;
  const x0 = (W - side - step * (shown - 1)) / 2;
  const y0 = (H - side) / 2 - 10;
  let frames = '';
  for (let i = shown - 1; i >= 0; i--) {
    const x = x0 + i * step;
    const y = y0 + (i % 2 ? 8 : 0);
    const ring = rgb
      ? `<circle cx="${r(x + side / 2)}" cy="${r(y + side / 2)}" r="${r(side * 0.47)}" fill="none" stroke="url(#rgbring)" stroke-width="5"/>`
      : '';
    frames +=
      rect(x, y, side, side, 'rx="16" fill="#1b1f27" stroke="#3b4250" stroke-width="2"') +
      ring +
      fanFace(x + side / 2, y + side / 2, side * 0.44, accent, i * 11, 9);
    for (const [dx, dy] of [
      [12, 12],
      [side - 12, 12],
      [12, side - 12],
      [side - 12, side - 12],
    ] as const) {
      frames += `<circle cx="${r(x + dx)}" cy="${r(y + dy)}" r="4" fill="${PALETTE.page}"/>`;
    }
  }
  const label = `${product.brand.toUpperCase()} · ${sizeMm} mm${packSize > 1 ? ` × ${packSize}` : ''}`;
  const defs = `<linearGradient id="rgbring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.ember}"/><stop offset="0.5" stop-color="#c084fc"/><stop offset="1" stop-color="${PALETTE.cyan}"/></linearGradient>`;
  return svgDocument({
    width: W,
    height: H,
    title: product.longName,
    defs,
    body:
      frames +
      text(
        W / 2,
        H - 30,
        label,
        `font-size="12" font-weight="800" letter-spacing="2" fill="${PALETTE.steel}" text-anchor="middle"`,
      ),
  });
}
