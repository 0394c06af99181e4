/** Drives by form factor: an M.2 stick, a 2.5-inch SSD or a 3.5-inch hard drive. */
import type { StorageProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;
const sizeLabel = (gb: number | null) =>
  gb === null ? '' : gb >= 1000 ? `${gb / 1000} TB` : `${gb} GB`;

function m2Stick(product: StorageProduct, accent: string): string {
  const w = 352;
  const h = 96;
  const x = (W - w) / 2;
  const y = (H - h) / 2;
  let chips = '';
  for (let i = 0; i < 3; i++)
    chips += rect(x + 70 + i * 86, y + 18, 70, 60, 'rx="3" fill="#1b1f27" stroke="#343b48"');
  return (
    rect(x, y, w, h, 'rx="4" fill="#123024" stroke="#1f4a37"') +
    `<path d="M${x - 2} ${y + 8}v${h - 16}" stroke="${PALETTE.gold}" stroke-width="8" stroke-dasharray="4 2"/>` +
    `<circle cx="${x + w - 8}" cy="${y + h / 2}" r="7" fill="${PALETTE.page}" stroke="${PALETTE.gold}" stroke-width="2"/>` +
    chips +
    rect(x + 60, y + 12, 250, 72, `rx="3" fill="#151921" opacity="0.92" stroke="${accent}"`) +
    text(
      x + 74,
      y + 40,
      `${product.brand.toUpperCase()} ${product.shortName}`,
      `font-size="15" font-weight="800" fill="${PALETTE.text}"`,
    ) +
    text(
      x + 74,
      y + 60,
      `${product.specs.interface ?? 'NVMe'} · ${sizeLabel(product.specs.capacityGb)}`,
      `font-size="11" fill="${PALETTE.steel}"`,
    ) +
    rect(x + 74, y + 68, 60, 3, `fill="${accent}"`)
  );
}

function boxDrive(product: StorageProduct, accent: string, hdd: boolean): string {
  const w = hdd ? 220 : 200;
  const h = hdd ? 290 : 270;
  const x = (W - w) / 2;
  const y = (H - h) / 2 - 6;
  const screws = [
    [14, 14],
    [w - 14, 14],
    [14, h - 14],
    [w - 14, h - 14],
  ]
    .map(([dx = 0, dy = 0]) => `<circle cx="${r(x + dx)}" cy="${r(y + dy)}" r="4" fill="#596173"/>`)
    .join('');
  return (
    rect(x, y, w, h, `rx="${hdd ? 6 : 12}" fill="url(#drive)" stroke="#4b5466"`) +
    screws +
    (hdd
      ? `<circle cx="${x + w / 2}" cy="${y + h * 0.38}" r="${w * 0.34}" fill="none" stroke="#6b7487" stroke-width="2" opacity="0.5"/>`
      : '') +
    rect(x + 22, y + h * 0.56, w - 44, h * 0.34, `rx="4" fill="#151921" stroke="${accent}"`) +
    text(
      x + 34,
      y + h * 0.56 + 28,
      product.brand.toUpperCase(),
      `font-size="16" font-weight="800" fill="${PALETTE.text}"`,
    ) +
    text(
      x + 34,
      y + h * 0.56 + 48,
      product.shortName,
      `font-size="12" fill="${PALETTE.steelLight}"`,
    ) +
    text(
      x + 34,
      y + h * 0.56 + 68,
      `${hdd ? '3.5" HDD' : '2.5" SATA SSD'} · ${sizeLabel(product.specs.capacityGb)}`,
      `font-size="10" fill="${PALETTE.steel}"`,
    )
  );
}

export function storageArt(product: StorageProduct): string {
  const accent = accentFor(product.id).main;
  const kind = product.specs.kind;
  const body =
    kind === 'nvme' ? m2Stick(product, accent) : boxDrive(product, accent, kind === 'hdd');
  const defs = `<linearGradient id="drive" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${kind === 'hdd' ? '#9aa3b2' : '#2f3542'}"/><stop offset="1" stop-color="${kind === 'hdd' ? '#5b6374' : '#1a1e26'}"/></linearGradient>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}
