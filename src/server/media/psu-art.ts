/** A power supply in three-quarter view: fan grille on top, modular sockets at the back, SFX units smaller. */
import type { PsuProduct } from '../../domain/catalog/specs';
import { accentFor, fanFace, PALETTE, r, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

export function psuArt(product: PsuProduct): string {
  const { formFactor, wattage, efficiency } = product.specs;
  const accent = accentFor(product.id);
  const sfx = formFactor === 'SFX' || formFactor === 'SFX-L';
  const w = sfx ? 150 : 200; // width across
  const d = sfx ? (formFactor === 'SFX-L' ? 150 : 125) : 190; // depth
  const h = sfx ? 80 : 106;
  const ox = (W - (w + d * 0.6)) / 2;
  const oy = (H - (h + d * 0.35)) / 2 + d * 0.35;
  // Top face parallelogram, front face, side face.
  const top = `M${r(ox)} ${r(oy)}l${r(d * 0.6)} ${r(-d * 0.35)}h${w}l${r(-d * 0.6)} ${r(d * 0.35)}z`;
  const front = `M${r(ox)} ${r(oy)}h${w}v${h}h${-w}z`;
  const side = `M${r(ox + w)} ${r(oy)}l${r(d * 0.6)} ${r(-d * 0.35)}v${h}l${r(-d * 0.6)} ${r(d * 0.35)}z`;
  const fanR = Math.min(w, d) * 0.36;
  const fan = `<g transform="matrix(1 0 0.6 -0.35 ${r(ox)} ${r(oy)})">${fanFace(w / 2, d / 2, fanR, accent.main, 10, 9)}</g>`;
  const body =
    `<path d="${top}" fill="#2a303b" stroke="#3b4250"/>` +
    fan +
    `<path d="${front}" fill="url(#psufront)" stroke="#3b4250"/>` +
    `<path d="${side}" fill="#151920" stroke="#3b4250"/>` +
    text(
      ox + 14,
      oy + 28,
      product.brand.toUpperCase(),
      `font-size="13" font-weight="800" letter-spacing="1.5" fill="${PALETTE.steelLight}"`,
    ) +
    text(
      ox + 14,
      oy + 58,
      `${wattage ?? ''}W`,
      `font-size="26" font-weight="800" fill="${PALETTE.text}"`,
    ) +
    text(ox + 14, oy + h - 14, efficiency ?? '', `font-size="10" fill="${accent.main}"`) +
    `<path d="M${r(ox + w + 10)} ${r(oy + 14)}l${r(d * 0.45)} ${r(-d * 0.26)}" stroke="${accent.main}" stroke-width="3" stroke-linecap="round"/>`;
  const defs = `<linearGradient id="psufront" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#232934"/><stop offset="1" stop-color="#12151b"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}
