/** A motherboard from above: PCB sized by form factor, socket, DIMM slots by count, PCIe and M.2 slots. */
import type { MotherboardProduct } from '../../domain/catalog/specs';
import { accentFor, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const W = 480;
const H = 360;
/** Board outlines in mm (ATX 305 x 244, Micro-ATX 244 x 244, Mini-ITX 170 x 170). */
const OUTLINE = {
  'E-ATX': [330, 305],
  ATX: [244, 305],
  'Micro-ATX': [244, 244],
  'Mini-ITX': [170, 170],
} as const;

function pcieSlots(x: number, y: number, w: number, x16: number, x1: number, gap: number): string {
  let out = '';
  let row = y;
  for (let i = 0; i < x16; i++, row += gap) {
    out += rect(
      x,
      row,
      w * 0.72,
      7,
      `rx="1.5" fill="${i === 0 ? '#aeb6c4' : '#2b313c'}" stroke="#434b5a"`,
    );
  }
  for (let i = 0; i < x1; i++, row += gap)
    out += rect(x, row, w * 0.18, 7, 'rx="1.5" fill="#2b313c" stroke="#434b5a"');
  return out;
}

export function motherboardArt(product: MotherboardProduct): string {
  const s = product.specs;
  const accent = accentFor(product.id);
  const [mmW, mmH] = OUTLINE[s.formFactor ?? 'ATX'];
  // Drawn at 1 px per mm, then zoomed so small boards are as readable as large ones.
  const zoom = s.formFactor === 'Mini-ITX' ? 1.5 : s.formFactor === 'Micro-ATX' ? 1.1 : 0.9;
  const bw = mmW;
  const bh = mmH;
  const x = 0;
  const y = 0;
  const slots = s.memorySlots ?? 4;
  const socketSize = 46;
  const sx = x + bw * 0.36;
  const sy = y + 34;
  let dimms = '';
  for (let i = 0; i < slots; i++) {
    dimms += rect(
      sx + socketSize + 22 + i * 11,
      y + 16,
      6,
      bh * (bh > 200 ? 0.42 : 0.5),
      `rx="1" fill="${i % 2 ? '#2b313c' : '#3b4250'}"`,
    );
  }
  const pcieY = sy + socketSize + 40;
  const pcieGap = Math.min(
    30,
    (y + bh - 30 - pcieY) / Math.max(1, (s.pcieX16Slots ?? 1) + (s.pcieX1Slots ?? 0)),
  );
  let m2 = '';
  for (let i = 0; i < Math.min(3, s.m2Slots ?? 0); i++) {
    m2 += rect(
      x + 26,
      pcieY + 12 + i * pcieGap,
      bw * 0.46,
      11,
      `rx="2" fill="#232833" stroke="${accent.main}" stroke-opacity="0.5"`,
    );
  }
  let sata = '';
  for (let i = 0; i < Math.min(6, s.sataPorts ?? 0); i++)
    sata += rect(x + bw - 12, y + bh * 0.55 + i * 9, 10, 6, 'fill="#3b4250"');
  const body =
    rect(x + 6, y + 8, bw, bh, 'rx="6" fill="#000" opacity="0.45"') +
    rect(x, y, bw, bh, `rx="6" fill="${PALETTE.pcb}" stroke="#2a303b"`) +
    // Rear I/O shroud and VRM heatsinks.
    rect(x + 6, y + 8, 34, 92, `rx="4" fill="#2a303b" stroke="#3b4250"`) +
    rect(x + 44, y + 8, sx - x - 52, 20, 'rx="3" fill="#323947"') +
    rect(x + 44, y + 32, 18, socketSize + 10, 'rx="3" fill="#323947"') +
    // CPU socket.
    rect(sx, sy, socketSize, socketSize, 'rx="3" fill="#c2c9d4" stroke="#8b94a7"') +
    rect(sx + 8, sy + 8, socketSize - 16, socketSize - 16, 'rx="2" fill="#5b6374"') +
    dimms +
    pcieSlots(x + 26, pcieY, bw, s.pcieX16Slots ?? 1, s.pcieX1Slots ?? 0, pcieGap) +
    m2 +
    sata +
    // Chipset heatsink with the brand.
    rect(
      x + bw * 0.6,
      y + bh - 62,
      bw * 0.3,
      44,
      `rx="5" fill="#262c37" stroke="${accent.main}" stroke-opacity="0.6"`,
    ) +
    text(
      x + bw * 0.75,
      y + bh - 36,
      s.chipset ?? product.brand,
      `font-size="11" font-weight="800" fill="${PALETTE.steelLight}" text-anchor="middle"`,
    ) +
    text(
      x + 48,
      y + bh + 16,
      `${product.brand.toUpperCase()} · ${s.formFactor ?? ''}`,
      `font-size="${r(11 / zoom)}" font-weight="700" letter-spacing="1.5" fill="${PALETTE.steel}"`,
    );
  const left = (W - bw * zoom) / 2;
  const top = (H - bh * zoom) / 2 - 12;
  const placed = `<g transform="translate(${r(left)} ${r(top)}) scale(${zoom})">${body}</g>`;
  return svgDocument({ width: W, height: H, title: product.longName, body: placed });
}
