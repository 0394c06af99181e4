/**
 * Case art for the main image and the gallery angles. Towers are drawn to one scale, so a
 * Mini Tower looks smaller than a Super Tower; colour, front style and fans follow the specs.
 */
import type { CaseView } from '../../domain/catalog/media-urls';
import type { CaseProduct } from '../../domain/catalog/specs';
import {
  caseBox,
  caseInterior,
  caseSideElevation,
  panelColours,
  type CaseBox,
} from './case-elevation';
import { accentFor, fanFace, PALETTE, r, rect, svgDocument, text } from './svg-kit';

const SIZE = 480;
const FLOOR = 418;
/** Oblique projection of the depth axis in the main view. */
const K = 0.7;
const J = 0.2;

const VIEW_NAMES: Record<CaseView, string> = {
  main: 'front three-quarter view',
  front: 'front view',
  side: 'side view through the glass panel',
  rear: 'rear view',
  top: 'top view',
  interior: 'interior with the side panel removed',
};

function defs(accent: string, white: boolean): string {
  return (
    `<pattern id="mesh" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="${white ? '#d5dbe4' : '#151920'}"/>` +
    `<circle cx="2.5" cy="2.5" r="1.5" fill="${white ? '#8b94a7' : '#05070a'}"/></pattern>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/>` +
    `<stop offset="0.35" stop-color="#fff" stop-opacity="0.02"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.08"/>` +
    `<stop offset="0.6" stop-color="#9fb3c8" stop-opacity="0.03"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="gpu" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4252"/><stop offset="1" stop-color="#1a1e26"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`
  );
}

/** The front panel, flat, in local units (0..width, 0..height). */
function frontFace(
  product: CaseProduct,
  box: CaseBox,
  accent: string,
  detailedFans: boolean,
): string {
  const colours = panelColours(product);
  const { width: w, height: h } = box;
  const fanCount = Math.min(3, product.specs.includedFans ?? 0);
  const fanR = Math.min(w * 0.36, (h * 0.8) / 6);
  let fans = '';
  for (let i = 0; i < fanCount; i++) {
    const cy = h * 0.12 + fanR + i * (fanR * 2 + 6);
    fans += detailedFans
      ? fanFace(w / 2, cy, fanR, accent, i * 13)
      : `<circle cx="${r(w / 2)}" cy="${r(cy)}" r="${r(fanR)}" fill="none" stroke="${accent}" stroke-width="2.5"/>`;
  }
  const style = product.specs.front;
  let face: string;
  if (style === 'mesh') {
    face =
      rect(6, 10, w - 12, h - 22, 'rx="3" fill="url(#mesh)"') + `<g opacity="0.55">${fans}</g>`;
  } else if (style === 'glass') {
    // Without fans behind it, a glass front shows the light strips of the chamber instead.
    const strips = fanCount
      ? ''
      : rect(w * 0.14, h * 0.1, 2.5, h * 0.72, `fill="${accent}" opacity="0.7"`) +
        rect(w * 0.84, h * 0.1, 2.5, h * 0.72, `fill="${accent}" opacity="0.35"`);
    face =
      rect(6, 10, w - 12, h - 22, 'rx="3" fill="#07090d"') +
      fans +
      strips +
      rect(6, 10, w - 12, h - 22, 'rx="3" fill="url(#glass)"');
  } else {
    // Solid fronts breathe through vent strips down both edges.
    face =
      rect(6, 10, w - 12, h - 22, `rx="3" fill="${colours.panel}"`) +
      rect(8, 14, w * 0.09, h - 30, 'rx="2" fill="url(#mesh)"') +
      rect(w - 8 - w * 0.09, 14, w * 0.09, h - 30, 'rx="2" fill="url(#mesh)"') +
      rect(w / 2 - 1.5, h * 0.18, 3, h * 0.62, `rx="1.5" fill="${accent}"`);
  }
  return (
    rect(0, 0, w, h, `rx="6" fill="${colours.panel}" stroke="${colours.edge}"`) +
    face +
    `<circle cx="${r(w - 12)}" cy="6" r="2.5" fill="${accent}"/>` +
    rect(6, h - 4, 14, 6, 'rx="2" fill="#0a0c10"') +
    rect(w - 20, h - 4, 14, 6, 'rx="2" fill="#0a0c10"')
  );
}

/** The top panel in local units (0..width across, 0..depth from the front). */
function topFace(product: CaseProduct, box: CaseBox, accent: string, detailed: boolean): string {
  const colours = panelColours(product);
  const top = product.specs.radiatorMounts?.top ?? 0;
  const fanCount = top >= 120 ? Math.min(3, Math.round(top / (top % 140 === 0 ? 140 : 120))) : 0;
  const pitch = (box.depth * 0.7) / Math.max(fanCount, 1);
  const fanR = Math.min(box.width * 0.32, pitch / 2 - 3);
  let fans = '';
  for (let i = 0; i < fanCount; i++) {
    const cy = box.depth * 0.2 + pitch * (i + 0.5);
    fans += detailed
      ? fanFace(box.width / 2, cy, fanR, accent, i * 19)
      : `<circle cx="${r(box.width / 2)}" cy="${r(cy)}" r="${r(fanR)}" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="2"/>`;
  }
  return (
    rect(0, 0, box.width, box.depth, `rx="6" fill="${colours.panel}" stroke="${colours.edge}"`) +
    // Every top has a vent; fans show where the top takes a radiator.
    rect(
      8,
      box.depth * 0.18,
      box.width - 16,
      box.depth * (fanCount ? 0.74 : 0.4),
      'rx="4" fill="url(#mesh)"',
    ) +
    `<g opacity="0.7">${fans}</g>` +
    `<circle cx="${r(box.width / 2)}" cy="10" r="4" fill="#0a0c10" stroke="${accent}"/>` +
    rect(box.width / 2 + 12, 7, 8, 5, 'rx="1" fill="#0a0c10"') +
    rect(box.width / 2 - 20, 7, 8, 5, 'rx="1" fill="#0a0c10"')
  );
}

function rearFace(product: CaseProduct, box: CaseBox, accent: string): string {
  const colours = panelColours(product);
  const { width: w, height: h } = box;
  const slots = Math.min(10, product.specs.expansionSlots ?? 7);
  let covers = '';
  const slotTop = h * 0.34;
  for (let i = 0; i < slots; i++)
    covers += rect(w * 0.3, slotTop + i * 7, w * 0.55, 4.5, 'rx="1" fill="#3b4250"');
  const fanR = Math.min(w * 0.22, 30);
  const psuH = Math.min(44, h * 0.16);
  return (
    rect(0, 0, w, h, `rx="6" fill="${colours.panel}" stroke="${colours.edge}"`) +
    rect(8, 14, w * 0.22, h * 0.26, `rx="2" fill="#0a0c10" stroke="${PALETTE.steel}"`) +
    fanFace(w * 0.62, 16 + fanR, fanR, accent, 7) +
    covers +
    rect(8, h - psuH - 10, w - 16, psuH, 'rx="3" fill="#10131a" stroke="#3b4250"') +
    `<circle cx="${r(w * 0.62)}" cy="${r(h - psuH / 2 - 10)}" r="${r(psuH * 0.38)}" fill="url(#mesh)" stroke="#3b4250"/>` +
    rect(16, h - psuH / 2 - 16, 14, 11, 'rx="1.5" fill="#0a0c10" stroke="#596173"')
  );
}

/** Centres art of the given size above the floor line. */
function placeAt(width: number, height: number): { x: number; y: number } {
  return { x: (SIZE - width) / 2, y: FLOOR - height };
}

function mainView(product: CaseProduct, box: CaseBox, accent: string): string {
  const totalW = box.width + box.depth * K;
  const fx = (SIZE - totalW) / 2 + box.depth * K;
  const fy = FLOOR - box.height;
  const sideMatrix = `matrix(${K} ${J} 0 1 ${r(fx - K * box.depth)} ${r(fy - J * box.depth)})`;
  // The side recedes up and to the left, so its rear edge sits higher than the front.
  return (
    `<ellipse cx="${r(fx - box.depth * K * 0.35)}" cy="${r(fy + box.height * 0.45)}" rx="${r(box.depth * 0.55)}" ry="${r(box.height * 0.5)}" fill="url(#glow)"/>` +
    `<g transform="matrix(1 0 ${-K} ${-J} ${r(fx)} ${r(fy)})">${topFace(product, box, accent, false)}</g>` +
    `<g transform="${sideMatrix}">${caseSideElevation(product, box, accent)}</g>` +
    `<g transform="translate(${r(fx)} ${r(fy)})">${frontFace(product, box, accent, true)}</g>`
  );
}

function flatView(
  view: Exclude<CaseView, 'main'>,
  product: CaseProduct,
  box: CaseBox,
  accent: string,
): string {
  const zoom = view === 'front' || view === 'rear' ? 1.6 : view === 'top' ? 1.3 : 1.15;
  const zoomed: CaseBox = {
    width: box.width * zoom,
    depth: box.depth * zoom,
    height: box.height * zoom,
  };
  const fit = Math.min(
    1,
    380 / Math.max(zoomed.height, view === 'top' ? zoomed.depth : 0),
    440 / (view === 'side' || view === 'interior' ? zoomed.depth : zoomed.width),
  );
  const b: CaseBox = {
    width: zoomed.width * fit,
    depth: zoomed.depth * fit,
    height: zoomed.height * fit,
  };
  const w = view === 'side' || view === 'interior' ? b.depth : b.width;
  const h = view === 'top' ? b.depth : b.height;
  const { x, y } = placeAt(w, h);
  const scale = b.height / box.height;
  let inner: string;
  if (view === 'front') inner = frontFace(product, b, accent, true);
  else if (view === 'rear') inner = rearFace(product, b, accent);
  else if (view === 'top') inner = topFace(product, b, accent, true);
  else if (view === 'side')
    inner = `<g transform="scale(${r(scale * 100) / 100})">${caseSideElevation(product, box, accent)}</g>`;
  else
    inner =
      `<g transform="scale(${r(scale * 100) / 100})">${caseInterior(product, box, accent)}</g>` +
      interiorNotes(product, b);
  const glow =
    view === 'side' || view === 'interior'
      ? `<ellipse cx="${r(w / 2)}" cy="${r(h / 2)}" rx="${r(w * 0.6)}" ry="${r(h * 0.55)}" fill="url(#glow)"/>`
      : '';
  return `<g transform="translate(${r(x)} ${r(y)})">${glow}${inner}</g>`;
}

/** Clearances printed over the interior, the numbers a builder checks. */
function interiorNotes(product: CaseProduct, b: CaseBox): string {
  const s = product.specs;
  const style = `font-size="11" font-weight="700" fill="${PALETTE.text}"`;
  return (
    rect(10, b.height - 58, 170, 46, 'rx="6" fill="#0d0f14" opacity="0.85"') +
    text(18, b.height - 40, `GPU up to ${s.maxGpuLengthMm ?? '?'} mm`, style) +
    text(18, b.height - 22, `CPU cooler up to ${s.maxCoolerHeightMm ?? '?'} mm`, style) +
    text(
      b.depth - 8,
      b.height + 18,
      (s.supportedBoards ?? []).join(' · '),
      `font-size="10" fill="${PALETTE.steel}" text-anchor="end"`,
    )
  );
}

export function caseArtSvg(product: CaseProduct, view: CaseView): string {
  const accent = accentFor(product.id).main;
  const box = caseBox(product);
  const body =
    view === 'main' ? mainView(product, box, accent) : flatView(view, product, box, accent);
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: `${product.longName}, ${VIEW_NAMES[view]}`,
    defs: defs(accent, product.specs.colour === 'white'),
    body,
  });
}
