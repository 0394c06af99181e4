/**
 * Per-page <head>: the title and meta description replaced, and the canonical link, Open
 * Graph / Twitter card tags and schema.org JSON-LD added, so search engines and link unfurlers
 * (X, Facebook, Slack, messaging apps; they read the HTML and run no JavaScript) see the page's
 * own name, parts, price and image. Every value is HTML-escaped; JSON-LD has `<` escaped.
 */
import { formatPounds, poundsToPence } from '../../domain/money/pence';

/** A schema.org JSON-LD document (Product, ItemList, ...). */
export type StructuredData = Readonly<Record<string, unknown>>;

export interface PageMeta {
  /** 200 for a page that exists, 404 for the 404 page. */
  status: 200 | 404;
  /** The whole <title>, e.g. 'Blaze AMD | Rigforge'. */
  title: string;
  description: string;
  /** Absolute URL search engines should index this page under; left out with noindex. */
  canonical?: string | null;
  /** Absolute URLs need the site's public origin; without one they are left out. */
  preview?: {
    /** Title shown in the card (without the brand). */
    title: string;
    /** Absolute URL of the page. */
    url: string | null;
    /** Absolute URL of the image, or null. */
    image: string | null;
    imageAlt: string;
    siteName: string;
    /** Pounds, for product:price:amount and the card's price line. */
    price?: number;
  };
  /** JSON-LD documents, each in its own <script type="application/ld+json">. */
  structuredData?: readonly StructuredData[];
  /** Ask search engines not to index (404 page, shared builds). */
  noindex?: boolean;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * A JSON-LD data block. The CSP allows no inline script, but a data block is never executed,
 * so it does not apply; `<` is escaped so no value can close the element (`</script>`, `<!--`).
 */
export function jsonLdScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function previewTags(meta: PageMeta): string[] {
  const preview = meta.preview;
  if (!preview) return [];
  const priced = preview.price !== undefined;
  const tags = [
    metaTag('property', 'og:type', priced ? 'product' : 'website'),
    metaTag('property', 'og:site_name', preview.siteName),
    metaTag('property', 'og:locale', 'en_GB'),
    metaTag('property', 'og:title', preview.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', preview.title),
    metaTag('name', 'twitter:description', meta.description),
  ];
  if (preview.url) tags.push(metaTag('property', 'og:url', preview.url));
  if (preview.image)
    tags.push(
      metaTag('property', 'og:image', preview.image),
      metaTag('property', 'og:image:alt', preview.imageAlt),
      metaTag('name', 'twitter:image', preview.image),
      metaTag('name', 'twitter:image:alt', preview.imageAlt),
    );
  if (preview.price !== undefined)
    tags.push(
      metaTag('property', 'product:price:amount', preview.price.toFixed(2)),
      metaTag('property', 'product:price:currency', 'GBP'),
      // Slack and X show these as a labelled line under the card.
      metaTag('name', 'twitter:label1', 'Price'),
      metaTag('name', 'twitter:data1', formatPounds(poundsToPence(preview.price))),
    );
  return tags;
}

/**
 * The tags a page adds to its head after the title and description: robots, canonical, the
 * preview tags and the JSON-LD blocks. A renderer that writes the head itself puts these
 * (and `<title>` and the description from the same PageMeta) there.
 */
export function pageHeadTags(meta: PageMeta): string {
  const tags: string[] = [];
  if (meta.noindex) tags.push(metaTag('name', 'robots', 'noindex'));
  else if (meta.canonical)
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  tags.push(...previewTags(meta), ...(meta.structuredData ?? []).map(jsonLdScript));
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** index.html with this page's title, description and head tags (added before </head>). */
export function withPageHead(html: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = metaTag('name', 'description', meta.description);
  let page = TITLE.test(html) ? html.replace(TITLE, () => title) : html;
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  if (!TITLE.test(html)) page = page.replace('</head>', () => `${title}</head>`);
  const tags = pageHeadTags(meta);
  return tags ? page.replace('</head>', () => `${tags}</head>`) : page;
}
