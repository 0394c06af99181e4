/** CPU coolers: a fin stack with fans (air, height to scale) or a radiator with fans and a pump (liquid). */
import type { CoolingCpuProduct } from '../../domain/catalog/specs';
import { accentFor, fanFace, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;

function finStack(x: number, y: number, w: number, h: number): string {
  let fins = '';
  for (let fy = y + 4; fy < y + h - 2; fy += 5) fins += `M${r(x)} ${r(fy)}h${r(w)}`;
  return (
    rect(x, y, w, h, 'rx="3" fill="#9aa3b2"') +
    `<path d="${fins}" stroke="#5b6374" stroke-width="1.4"/>`
  );
}

function airCooler(product: CoolingCpuProduct, accent: string): string {
  const heightMm = product.specs.heightMm ?? 150;
  const h = Math.max(40, heightMm * 1.35);
  const lowProfile = heightMm < 80;
  const baseY = H * 0.8;
  const x = W / 2;
  if (lowProfile) {
    const w = 200;
    return (
      finStack(x - w / 2, baseY - h + 18, w, h - 30) +
      rect(x - 60, baseY - 14, 120, 14, 'rx="2" fill="#b87333"') +
      `<g transform="matrix(1 0 0 0.32 0 ${r((baseY - h + 16) * 0.68)})">${fanFace(x, baseY - h + 16, 80, accent, 5)}</g>` +
      text(
        x,
        baseY + 26,
        product.brand.toUpperCase(),
        `font-size="12" font-weight="800" letter-spacing="2" fill="${PALETTE.steel}" text-anchor="middle"`,
      )
    );
  }
  const towers = (product.specs.fans ?? 1) > 1 ? 2 : 1;
  const towerW = 56;
  const gap = 54;
  const total = towers * towerW + (towers - 1) * gap;
  let out = '';
  // Heat pipes rising from the base through the towers.
  for (let i = 0; i < 4; i++) {
    out += `<path d="M${r(x - total / 2 + 14 + i * ((total - 28) / 3))} ${r(baseY)}V${r(baseY - h + 6)}" stroke="#c98a4b" stroke-width="6" stroke-linecap="round"/>`;
  }
  for (let t = 0; t < towers; t++)
    out += finStack(x - total / 2 + t * (towerW + gap), baseY - h, towerW, h - 16);
  const fanSize = Math.min(h - 30, (product.specs.fanSizeMm ?? 120) * 1.05);
  out += rect(x - 50, baseY - 16, 100, 16, 'rx="2" fill="#b87333"');
  const fanX = towers === 2 ? x : x - total / 2 - 6;
  out +=
    `<g transform="translate(${r(fanX)} 0) scale(0.32 1)">` +
    fanFace(0, baseY - h / 2 - 6, fanSize / 2, accent, 0) +
    '</g>';
  out += rect(
    fanX - fanSize * 0.16 - 2,
    baseY - h / 2 - 6 - fanSize / 2,
    fanSize * 0.32 + 4,
    fanSize,
    `rx="4" fill="none" stroke="${accent}" stroke-width="2"`,
  );
  out += text(
    x,
    baseY + 26,
    `${product.brand.toUpperCase()} · ${heightMm} mm`,
    `font-size="12" font-weight="800" letter-spacing="2" fill="${PALETTE.steel}" text-anchor="middle"`,
  );
  return out;
}

function liquidCooler(product: CoolingCpuProduct, accent: string): string {
  const radMm = product.specs.radiatorMm ?? 240;
  const fanMm = product.specs.fanSizeMm ?? 120;
  const fanCount = Math.max(1, Math.round(radMm / fanMm));
  const fanD = fanMm * 0.78;
  const radW = fanCount * fanD + 30;
  const radH = fanD + 16;
  const x = (W - radW) / 2;
  const y = 46;
  let fans = '';
  for (let i = 0; i < fanCount; i++)
    fans += fanFace(x + 15 + fanD * (i + 0.5), y + radH / 2, fanD / 2 - 3, accent, i * 23);
  const pumpX = W / 2 + 20;
  const pumpY = y + radH + 100;
  return (
    rect(x, y, radW, radH, 'rx="6" fill="#1b1f27" stroke="#3b4250"') +
    fans +
    `<path d="M${r(x + radW - 30)} ${r(y + radH)}C${r(x + radW - 20)} ${r(pumpY - 40)} ${r(pumpX + 60)} ${r(pumpY - 10)} ${r(pumpX + 34)} ${r(pumpY)}` +
    `M${r(x + radW - 50)} ${r(y + radH)}C${r(x + radW - 50)} ${r(pumpY - 30)} ${r(pumpX + 40)} ${r(pumpY - 40)} ${r(pumpX + 24)} ${r(pumpY - 28)}" stroke="#0a0c10" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${pumpX}" cy="${pumpY}" r="40" fill="#1d222c" stroke="#3b4250" stroke-width="4"/>` +
    `<circle cx="${pumpX}" cy="${pumpY}" r="28" fill="none" stroke="${accent}" stroke-width="3"/>` +
    text(
      pumpX,
      pumpY + 4,
      product.brand.toUpperCase().slice(0, 8),
      `font-size="9" font-weight="800" fill="${PALETTE.steelLight}" text-anchor="middle"`,
    ) +
    text(
      x,
      y + radH + 22,
      `${radMm} mm radiator`,
      `font-size="12" font-weight="700" letter-spacing="1.5" fill="${PALETTE.steel}"`,
    )
  );
}

export function coolerArt(product: CoolingCpuProduct): string {
  const accent = accentFor(product.id).main;
  const body =
    product.specs.type === 'liquid' ? liquidCooler(product, accent) : airCooler(product, accent);
  return svgDocument({ width: W, height: H, title: product.longName, body });
}
