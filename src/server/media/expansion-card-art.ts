/** Sound and network cards: a PCIe card with its bracket, a USB device, or the onboard chip. */
import type { NetworkingProduct, SoundcardProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

function pcieCard(
  product: SoundcardProduct | NetworkingProduct,
  accent: string,
  antennas: boolean,
): string {
  const w = 250;
  const h = 120;
  const x = (W - w) / 2 + 20;
  const y = (H - h) / 2;
  const antennaSvg = antennas
    ? `<path d="M${x - 26} ${y - 4}l-10 -70M${x - 26} ${y + 40}l-16 -60" stroke="#1b1f27" stroke-width="9" stroke-linecap="round"/>`
    : '';
  return (
    antennaSvg +
    rect(x - 30, y - 14, 10, h + 40, 'rx="2" fill="#9aa3b2"') +
    rect(x, y, w, h, 'rx="6" fill="#13261d" stroke="#1f4a37"') +
    rect(x + 40, y + h, w * 0.22, 10, `fill="${PALETTE.gold}"`) +
    rect(
      x + 20,
      y + 16,
      w - 40,
      h - 36,
      `rx="8" fill="url(#cover)" stroke="${accent}" stroke-opacity="0.7"`,
    ) +
    text(
      x + 36,
      y + 48,
      product.brand.toUpperCase(),
      `font-size="14" font-weight="800" letter-spacing="2" fill="${PALETTE.text}"`,
    ) +
    text(x + 36, y + 68, product.shortName, `font-size="11" fill="${PALETTE.steelLight}"`) +
    rect(x + 36, y + 76, 70, 3, `fill="${accent}"`)
  );
}

function usbDevice(product: SoundcardProduct | NetworkingProduct, accent: string): string {
  const x = W / 2 - 100;
  const y = H / 2 - 70;
  return (
    rect(x, y, 200, 130, 'rx="20" fill="url(#cover)" stroke="#3b4250"') +
    `<circle cx="${x + 140}" cy="${y + 65}" r="34" fill="#1b1f27" stroke="${accent}" stroke-width="4"/>` +
    `<circle cx="${x + 140}" cy="${y + 65}" r="20" fill="#2a303b"/>` +
    text(
      x + 20,
      y + 40,
      product.brand.toUpperCase(),
      `font-size="13" font-weight="800" letter-spacing="1.5" fill="${PALETTE.text}"`,
    ) +
    text(
      x + 20,
      y + 58,
      product.shortName.slice(0, 14),
      `font-size="10" fill="${PALETTE.steelLight}"`,
    ) +
    `<path d="M${x + 100} ${y + 130}c0 40 60 30 60 70" stroke="#0a0c10" stroke-width="6" fill="none"/>`
  );
}

function onboardChip(label: string, accent: string): string {
  const s = 130;
  const x = (W - s) / 2;
  const y = (H - s) / 2 - 10;
  let pins = '';
  for (let i = 0; i < 8; i++) {
    const p = x + 14 + i * 14.5;
    pins += `M${r(p)} ${y - 10}v10M${r(p)} ${y + s}v10M${x - 10} ${r(p - x + y)}h10M${x + s} ${r(p - x + y)}h10`;
  }
  return (
    `<path d="${pins}" stroke="${PALETTE.steel}" stroke-width="4"/>` +
    rect(x, y, s, s, `rx="8" fill="#1b1f27" stroke="${accent}" stroke-width="2"`) +
    text(
      W / 2,
      y + s / 2 - 4,
      'ONBOARD',
      `font-size="15" font-weight="800" letter-spacing="2" fill="${PALETTE.text}" text-anchor="middle"`,
    ) +
    text(
      W / 2,
      y + s / 2 + 16,
      label,
      `font-size="11" fill="${PALETTE.steelLight}" text-anchor="middle"`,
    )
  );
}

export function expansionCardArt(product: SoundcardProduct | NetworkingProduct): string {
  const accent = accentFor(product.id).main;
  const s = product.specs;
  let body: string;
  if (s.onboard)
    body = onboardChip(product.category === 'soundcard' ? 'Audio' : 'Networking', accent);
  else if (s.interface === 'USB') body = usbDevice(product, accent);
  else
    body = pcieCard(
      product,
      accent,
      product.category === 'networking' && product.specs.kind === 'wifi',
    );
  const defs = `<linearGradient id="cover" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a303b"/><stop offset="1" stop-color="#14181f"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}
