/** A graphics card from the fan side: shroud length by the card's length, depth by its slot width. */
import type { GpuProduct } from '../../domain/catalog/specs';
import { accentFor, fanFace, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

function powerPlugs(connectors: readonly string[], x: number, y: number): string {
  let out = '';
  let cursor = x;
  for (const plug of connectors) {
    const width = plug === '16-pin' ? 22 : 26;
    out += rect(cursor - width, y - 9, width, 9, 'rx="1.5" fill="#0a0c10" stroke="#4b5466"');
    cursor -= width + 5;
  }
  return out;
}

export function gpuArt(product: GpuProduct): string {
  const { lengthMm, slotWidth, fans, powerConnectors, chipVendor } = product.specs;
  const accent = accentFor(product.id);
  const len = Math.min(400, Math.max(200, (lengthMm ?? 280) * 1.1));
  const depth = Math.max(2, slotWidth ?? 2) * 9;
  const cardH = 128;
  const x = (W - len - depth) / 2 + 8;
  const y = (H - cardH) / 2 + 6;
  const fanCount = Math.max(1, Math.min(3, fans ?? (len > 290 ? 3 : 2)));
  const fanR = Math.min(cardH * 0.4, len / fanCount / 2 - 6);
  const slotPitch = len / fanCount;
  const stripe = chipVendor === 'nvidia' ? '#76b900' : chipVendor === 'amd' ? '#ed1c24' : '#0ea5e9';
  let fansSvg = '';
  for (let i = 0; i < fanCount; i++) {
    fansSvg += fanFace(x + slotPitch * (i + 0.5), y + cardH / 2, fanR, accent.main, i * 17);
  }
  const body =
    // Backplate and thickness: a darker plate set behind and above the shroud.
    `<path d="M${r(x)} ${r(y)}l${r(depth)} ${r(-depth)}h${r(len)}v${r(cardH)}l${r(-depth)} ${r(depth)}z" fill="#20252f" stroke="${PALETTE.border}"/>` +
    powerPlugs(powerConnectors ?? [], x + len * 0.85 + depth, y - depth + 0.5) +
    // I/O bracket on the left.
    rect(x - 14, y - 10, 10, cardH + 36, 'rx="2" fill="#9aa3b2"') +
    // PCIe fingers under the card.
    rect(x + 34, y + cardH, len * 0.33, 9, `fill="${PALETTE.gold}"`) +
    rect(x, y, len, cardH, `rx="10" fill="url(#shroud)" stroke="${PALETTE.border}"`) +
    rect(x + 10, y + cardH - 10, len - 20, 3, `rx="1.5" fill="${accent.main}"`) +
    fansSvg +
    text(
      x + len - 12,
      y + 18,
      product.specs.chip ?? product.shortName,
      `font-size="11" font-weight="700" fill="${PALETTE.steelLight}" text-anchor="end"`,
    ) +
    rect(x + 12, y + 10, 26, 4, `rx="2" fill="${stripe}"`) +
    text(
      x + 6,
      y - depth - 10,
      product.brand.toUpperCase(),
      `font-size="12" font-weight="800" letter-spacing="2" fill="${PALETTE.steel}"`,
    );
  const defs =
    `<linearGradient id="shroud" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a303b"/>` +
    `<stop offset="1" stop-color="#151920"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}
