/**
 * Shared pieces of the generated product art: palette, deterministic variation,
 * escaping and the document wrapper. Everything is a pure string function.
 */

export const PALETTE = {
  page: '#0d0f14',
  card: '#161a22',
  border: '#262c38',
  ember: '#ff6a2b',
  cyan: '#22d3ee',
  steel: '#8b94a7',
  steelLight: '#c9d1de',
  shadow: '#05070a',
  pcb: '#12161d',
  gold: '#d6a548',
  text: '#e6eaf2',
} as const;

/** Accent pairs; a product keeps the same pair on every render (picked from its id). */
const ACCENTS = [
  ['#ff6a2b', '#ffb089'],
  ['#22d3ee', '#a5f3fc'],
  ['#ff6a2b', '#22d3ee'],
  ['#f43f5e', '#ff6a2b'],
  ['#22d3ee', '#818cf8'],
] as const;

/** FNV-1a: a small, stable hash so the art varies by product but never between renders. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function accentFor(id: string): { main: string; soft: string } {
  const [main, soft] = ACCENTS[hashOf(id) % ACCENTS.length] ?? ACCENTS[0];
  return { main, soft };
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Rounds to one decimal so the markup stays short. */
export const r = (n: number): number => Math.round(n * 10) / 10;

export const FONT = 'font-family="ui-sans-serif,system-ui,sans-serif"';

export function text(x: number, y: number, content: string, attrs = ''): string {
  return `<text x="${r(x)}" y="${r(y)}" ${FONT} ${attrs}>${escapeXml(content)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, attrs = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" ${attrs}/>`;
}

/** The art's backdrop: a soft radial plinth and a floor shadow, as on the shop's product cards. */
function backdrop(w: number, h: number): string {
  return (
    `<radialGradient id="plinth" cx="50%" cy="46%" r="62%"><stop offset="0" stop-color="#1c2230"/>` +
    `<stop offset="1" stop-color="${PALETTE.page}"/></radialGradient>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#plinth)"/>` +
    `<ellipse cx="${w / 2}" cy="${r(h * 0.88)}" rx="${r(w * 0.36)}" ry="${r(h * 0.035)}" fill="#000" opacity="0.45"/>`
  );
}

/** Wraps art in a self-contained, accessible SVG document. */
export function svgDocument(opts: {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}): string {
  const { width, height, title, defs = '', body } = opts;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="art-title">` +
    `<title id="art-title">${escapeXml(title)}</title><defs>${BLADE}${defs}${backdrop(width, height)}${body}</svg>`
  );
}

/** One fan blade at radius 100, defined once per document and reused by every fan. */
const BLADE = '<path id="blade" d="M0 -22C35 -40 55 -62 20 -86C5 -60 -10 -40 0 -22Z"/>';

/** A fan seen face-on: frame ring, blades and hub. `spin` varies the blade angle. */
export function fanFace(
  cx: number,
  cy: number,
  radius: number,
  accent: string,
  spin = 0,
  blades = 7,
): string {
  const k = radius / 100;
  let parts = '';
  for (let i = 0; i < blades; i++)
    parts += `<use href="#blade" transform="rotate(${r(spin + (360 / blades) * i)})"/>`;
  return (
    `<g transform="translate(${r(cx)} ${r(cy)})">` +
    `<circle r="${r(radius)}" fill="#07090d" stroke="${PALETTE.border}" stroke-width="${r(radius * 0.08)}"/>` +
    `<circle r="${r(radius * 0.93)}" fill="none" stroke="${accent}" stroke-width="1.2" opacity="0.55"/>` +
    `<g transform="scale(${Math.round(k * 1000) / 1000})" fill="#2a303c" stroke="#3a4252" stroke-width="${r(0.6 / k)}">${parts}</g>` +
    `<circle r="${r(radius * 0.24)}" fill="#1d222c" stroke="${accent}" stroke-width="1"/>` +
    `</g>`
  );
}
