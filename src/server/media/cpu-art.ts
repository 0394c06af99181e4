/** A processor seen from above: substrate, contact hints around the edge, the heat spreader and its markings. */
import type { CpuProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

function edgeContacts(x: number, y: number, w: number, h: number): string {
  let dots = '';
  const step = 9;
  for (let i = x + 8; i < x + w - 6; i += step) {
    dots += `<rect x="${r(i)}" y="${r(y + 4)}" width="4" height="4"/><rect x="${r(i)}" y="${r(y + h - 8)}" width="4" height="4"/>`;
  }
  for (let j = y + 17; j < y + h - 14; j += step) {
    dots += `<rect x="${r(x + 4)}" y="${r(j)}" width="4" height="4"/><rect x="${r(x + w - 8)}" y="${r(j)}" width="4" height="4"/>`;
  }
  return `<g fill="${PALETTE.gold}" opacity="0.8">${dots}</g>`;
}

/** Most spreaders are plain; AMD's AM5 spreader has the notched "octopus" outline. */
function spreader(notched: boolean, x: number, y: number, w: number, h: number): string {
  if (!notched) return rect(x, y, w, h, 'rx="6" fill="url(#ihs)" stroke="#aab3c2"');
  const n = 10;
  const d =
    `M${x + n} ${y}h${w - 2 * n}v${n}h${n}v${h - 2 * n}h${-n}v${n}h${-(w - 2 * n)}v${-n}h${-n}v${-(h - 2 * n)}h${n}z` +
    `M${x + 3 * n} ${y}h${n}v${n * 0.6}h${-n}zM${x + w - 4 * n} ${y}h${n}v${n * 0.6}h${-n}z`;
  return `<path d="${d}" fill="url(#ihs)" stroke="#aab3c2"/>`;
}

export function cpuArt(product: CpuProduct): string {
  const { vendor, socket, cores } = product.specs;
  const accent = accentFor(product.id);
  const w = vendor === 'intel' ? 190 : 210;
  const h = vendor === 'intel' ? 228 : 210;
  const x = (W - w) / 2;
  const y = (H - h) / 2 - 10;
  const brandMark = vendor === 'intel' ? 'intel' : 'AMD';
  const family = product.shortName.replace(/^(Core|Ryzen)\s*/, '').split(' ');
  const line1 = product.shortName.startsWith('Ryzen')
    ? `RYZEN ${family[0] ?? ''}`
    : product.shortName.includes('Ultra')
      ? `CORE ULTRA ${family[1] ?? ''}`
      : 'CORE';
  const line2 = product.shortName.split(' ').slice(-1)[0] ?? '';
  const defs =
    `<linearGradient id="ihs" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8ecf2"/>` +
    `<stop offset="0.5" stop-color="#b7bfcc"/><stop offset="1" stop-color="#8a93a3"/></linearGradient>`;
  const inset = 22;
  const body =
    `<g transform="translate(6 8)" opacity="0.5">${rect(x, y, w, h, 'rx="8" fill="#000"')}</g>` +
    rect(x, y, w, h, `rx="8" fill="#1a3a2a" stroke="#2c5a42"`) +
    edgeContacts(x, y, w, h) +
    spreader(socket === 'AM5', x + inset, y + inset, w - 2 * inset, h - 2 * inset) +
    text(
      x + inset + 14,
      y + inset + 34,
      brandMark,
      `font-size="26" font-weight="700" fill="#3b4250"${vendor === 'intel' ? ' font-style="italic"' : ''}`,
    ) +
    text(
      x + inset + 14,
      y + inset + 62,
      line1,
      'font-size="13" font-weight="700" letter-spacing="1.5" fill="#2b313c"',
    ) +
    text(x + inset + 14, y + inset + 86, line2, 'font-size="20" font-weight="800" fill="#1f242d"') +
    text(
      x + inset + 14,
      y + h - inset - 30,
      `${socket ?? ''} · ${cores ?? '?'} CORES`,
      'font-size="10" letter-spacing="1" fill="#4a5261"',
    ) +
    rect(
      x + inset + 14,
      y + h - inset - 20,
      w - 2 * inset - 28,
      4,
      `rx="2" fill="${accent.main}"`,
    ) +
    `<circle cx="${r(x + 12)}" cy="${r(y + h - 12)}" r="4" fill="${PALETTE.gold}"/>`;
  return svgDocument({ width: W, height: H, title: product.longName, defs, body });
}
