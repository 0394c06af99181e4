/**
 * The left side of a case as if seen square-on, in local units (x: 0 = rear .. depth = front,
 * y: 0 = top .. height = floor). The main view skews it into three-quarter perspective.
 */
import type { CaseProduct } from '../../domain/catalog/specs';
import { PALETTE, r, rect, text } from './svg-kit';

/** Case outer dimensions in mm by size: height, depth, width (typical of each class). */
export const CASE_DIMENSIONS_MM = {
  1: { height: 360, depth: 380, width: 200 },
  2: { height: 480, depth: 450, width: 230 },
  3: { height: 570, depth: 540, width: 245 },
  4: { height: 660, depth: 620, width: 300 },
} as const;
export const CASE_SCALE = 0.5;

export interface CaseBox {
  height: number;
  depth: number;
  width: number;
}

export function caseBox(product: CaseProduct): CaseBox {
  const mm = CASE_DIMENSIONS_MM[product.specs.caseSize];
  return {
    height: mm.height * CASE_SCALE,
    depth: mm.depth * CASE_SCALE,
    width: mm.width * CASE_SCALE,
  };
}

export function panelColours(product: CaseProduct) {
  return product.specs.colour === 'white'
    ? { panel: '#e7ebf1', edge: '#c3cad6', chassis: '#d9dee6', shroud: '#cfd5de' }
    : { panel: '#1c2029', edge: '#303643', chassis: '#0b0e13', shroud: '#151920' };
}

/** Board drawn: the largest the case takes (mm: depth-wise width, height). */
function boardSize(product: CaseProduct): [number, number] {
  const boards = product.specs.supportedBoards ?? ['ATX'];
  if (boards.includes('E-ATX') || boards.includes('ATX')) return [244, 305];
  if (boards.includes('Micro-ATX')) return [244, 244];
  return [170, 170];
}

/** Motherboard, cooler, memory, graphics card and PSU shroud, with glowing fans. */
export function caseInterior(product: CaseProduct, box: CaseBox, accent: string): string {
  const s = CASE_SCALE;
  const colours = panelColours(product);
  const [bw, bh] = boardSize(product).map((mm) => mm * s) as [number, number];
  const bx = 14;
  const by = 16;
  const shroudY = Math.max(by + bh + 6, box.height * 0.78);
  const gpuLen = Math.min((product.specs.maxGpuLengthMm ?? 300) * s * 0.78, box.depth - 44);
  const gpuY = by + bh * 0.5;
  const cool = Math.min(38, bw * 0.3);
  const cx = bx + bw * 0.42;
  const cy = by + bh * 0.24;
  let ram = '';
  for (let i = 0; i < 4; i++)
    ram += rect(
      cx + cool / 2 + 8 + i * 4.5,
      by + 8,
      3,
      bh * 0.3,
      `fill="${i % 2 ? accent : '#3b4250'}"`,
    );
  let fans = '';
  const fanCount = Math.min(3, product.specs.includedFans ?? 0);
  const fanPitch = (shroudY - 24) / 3;
  for (let i = 0; i < fanCount; i++) {
    const fy = 14 + i * fanPitch;
    fans +=
      rect(
        box.depth - 26,
        fy,
        12,
        fanPitch - 8,
        `rx="4" fill="none" stroke="${accent}" stroke-width="7" stroke-opacity="0.18"`,
      ) +
      rect(
        box.depth - 24,
        fy,
        9,
        fanPitch - 8,
        `rx="3" fill="#0f1218" stroke="${accent}" stroke-width="1.5"`,
      );
  }
  return (
    rect(0, 0, box.depth, box.height, `fill="${colours.chassis}"`) +
    `<ellipse cx="${r(box.depth * 0.45)}" cy="${r(box.height * 0.42)}" rx="${r(box.depth * 0.55)}" ry="${r(box.height * 0.45)}" fill="url(#glow)"/>` +
    rect(bx + bw + 6, by + 10, 5, bh * 0.7, 'rx="2.5" fill="#05070a" opacity="0.6"') +
    rect(bx, by, bw, bh, 'rx="3" fill="#1b2130" stroke="#3a4356"') +
    rect(bx + 4, by + 4, 12, bh * 0.34, 'rx="2" fill="#4a5263"') +
    rect(bx + 18, by + 4, bw * 0.32, 8, 'rx="2" fill="#4a5263"') +
    rect(
      bx + bw * 0.55,
      by + bh * 0.72,
      bw * 0.28,
      bh * 0.16,
      `rx="3" fill="#2b3242" stroke="${accent}" stroke-opacity="0.5"`,
    ) +
    ram +
    rect(cx - cool / 2, cy - cool / 2, cool, cool, 'rx="5" fill="#2a303c" stroke="#4a5263"') +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(cool * 0.36)}" fill="#12161d" stroke="${accent}" stroke-width="2.5"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(cool * 0.36)}" fill="none" stroke="${accent}" stroke-width="7" stroke-opacity="0.2"/>` +
    rect(bx + 6, gpuY, gpuLen, 26, 'rx="4" fill="url(#gpu)" stroke="#4a5263"') +
    rect(bx + 12, gpuY + 20, gpuLen - 12, 2.5, `fill="${accent}"`) +
    rect(4, by + 6, 8, 30, `rx="2" fill="#0f1218" stroke="${accent}" stroke-opacity="0.8"`) +
    fans +
    rect(4, shroudY, box.depth - 8, box.height - shroudY - 4, `rx="3" fill="${colours.shroud}"`) +
    text(
      14,
      shroudY + 14,
      product.brand.toUpperCase(),
      `font-size="7" font-weight="800" letter-spacing="1.5" fill="${PALETTE.steel}"`,
    )
  );
}

/** The whole left side: panel frame with a tinted glass window over the interior. */
export function caseSideElevation(
  product: CaseProduct,
  box: CaseBox,
  accent: string,
  glass = true,
): string {
  const colours = panelColours(product);
  const inset = 7;
  return (
    rect(0, 0, box.depth, box.height, `rx="5" fill="${colours.panel}" stroke="${colours.edge}"`) +
    `<svg x="${inset}" y="${inset}" width="${r(box.depth - 2 * inset)}" height="${r(box.height - 2 * inset)}" viewBox="0 0 ${r(box.depth)} ${r(box.height)}" preserveAspectRatio="none">` +
    caseInterior(product, box, accent) +
    '</svg>' +
    (glass
      ? rect(
          inset,
          inset,
          box.depth - 2 * inset,
          box.height - 2 * inset,
          'rx="3" fill="url(#glass)" stroke="#3b4250" stroke-opacity="0.6"',
        )
      : '')
  );
}
