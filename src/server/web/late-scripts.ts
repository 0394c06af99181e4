/**
 * A server-rendered page's module scripts, loaded after its first paint (ADR 129): the head's
 * `<script type="module">` and `<link rel="modulepreload">` tags become one JSON list the
 * browser does not fetch from, followed by the web's loader (LATE_SCRIPTS_MODULE), which adds
 * them once the page has painted. Stylesheets stay where they are.
 */
import { LATE_SCRIPTS_ELEMENT_ID, type LateScript } from '../../domain/contracts/late-scripts';

const LIST = new RegExp(
  `<script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
);

/** The scripts a served page lists (none when it names them in its head). */
export function lateScriptsIn(html: string): LateScript[] {
  const json = LIST.exec(html)?.[1];
  return json ? (JSON.parse(json) as LateScript[]) : [];
}

/** A module tag with the white space before it. */
const MODULE_TAG =
  /\s*(<script\b[^>]*\btype="module"[^>]*>\s*<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)/g;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The head with its module script tags replaced by the list and the loader's tag; the HTML as
 * it was when it has none, or when there is no loader.
 */
export function withLateScripts(html: string, loaderTag: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !loaderTag) return html;
  const head = html.slice(0, headEnd);
  const scripts: LateScript[] = [];
  const rest = head.replace(MODULE_TAG, (whole, tag: string) => {
    const preload = tag.startsWith('<link');
    const src = attribute(tag, preload ? 'href' : 'src');
    // An inline module (none today) is left where it is.
    if (!src) return whole;
    const integrity = attribute(tag, 'integrity');
    scripts.push(integrity ? { src, integrity, preload } : { src, preload });
    return '';
  });
  if (scripts.length === 0) return html;
  // Safe inside <script type="application/json">: no '<' can close it.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">${list}</script>`;
  return `${rest}\n    ${element}\n    ${loaderTag}\n  ${html.slice(headEnd)}`;
}
