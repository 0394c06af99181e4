/** Boxed software (operating systems) and the assembly service badge. */
import type { OsProduct, SundriesProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

export function osArt(product: OsProduct): string {
  const accent = accentFor(product.id).main;
  const w = 170;
  const h = 230;
  const d = 36;
  const x = (W - w - d) / 2;
  const y = (H - h) / 2 + 4;
  const pane = 26;
  const gx = x + w / 2 - pane - 2;
  const gy = y + 58;
  const panes = [0, 1, 2, 3]
    .map((i) =>
      rect(
        gx + (i % 2) * (pane + 4),
        gy + Math.floor(i / 2) * (pane + 4),
        pane,
        pane,
        `fill="${PALETTE.cyan}"`,
      ),
    )
    .join('');
  const body =
    `<path d="M${x + w} ${y}l${d} ${-d * 0.5}v${h}l${-d} ${d * 0.5}z" fill="#10141b" stroke="#2a303b"/>` +
    `<path d="M${x} ${y}l${d} ${-d * 0.5}h${w}l${-d} ${d * 0.5}z" fill="#232934" stroke="#2a303b"/>` +
    rect(x, y, w, h, 'fill="url(#box)" stroke="#2a303b"') +
    panes +
    text(
      x + w / 2,
      y + 150,
      'Windows 11',
      `font-size="20" font-weight="700" fill="${PALETTE.text}" text-anchor="middle"`,
    ) +
    text(
      x + w / 2,
      y + 172,
      product.specs.edition,
      `font-size="13" fill="${PALETTE.steelLight}" text-anchor="middle"`,
    ) +
    rect(x + 30, y + h - 28, w - 60, 3, `fill="${accent}"`);
  const defs = `<linearGradient id="box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#0d1626"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}

export function serviceArt(product: SundriesProduct): string {
  const cx = W / 2;
  const cy = H / 2 - 14;
  const body =
    `<circle cx="${cx}" cy="${cy}" r="96" fill="${PALETTE.card}" stroke="${PALETTE.ember}" stroke-width="4"/>` +
    `<path d="M${r(cx - 44)} ${r(cy + 2)}l30 30l58 -64" stroke="${PALETTE.ember}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(
      cx,
      cy + 140,
      'ASSEMBLY & 24-HOUR TEST',
      `font-size="14" font-weight="800" letter-spacing="2" fill="${PALETTE.text}" text-anchor="middle"`,
    ) +
    text(
      cx,
      cy + 160,
      product.longName.match(/\(([^)]+)\)/)?.[1] ?? '',
      `font-size="12" fill="${PALETTE.steel}" text-anchor="middle"`,
    );
  return svgDocument({ width: W, height: H, title: product.longName, body });
}
