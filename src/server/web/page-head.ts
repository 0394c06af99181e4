/**
 * Per-page <head> for link previews: the web app's index.html with its <title> and meta
 * description replaced and Open Graph / Twitter card tags added, so a link to a build unfurls
 * with its name, parts, price and case image on X, Facebook and messaging apps (they read the
 * HTML and run no JavaScript). Every value is HTML-escaped.
 */

export interface PageMeta {
  /** 200 for a page that exists, 404 for the 404 page. */
  status: 200 | 404;
  /** The whole <title>, e.g. 'Blaze AMD | Rigforge'. */
  title: string;
  description: string;
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
    /** Pounds, for product:price:amount. */
    price?: number;
  };
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

function previewTags(meta: PageMeta): string[] {
  const preview = meta.preview;
  const tags: string[] = [];
  if (meta.noindex) tags.push(metaTag('name', 'robots', 'noindex'));
  if (!preview) return tags;
  tags.push(
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', preview.siteName),
    metaTag('property', 'og:title', preview.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', preview.title),
    metaTag('name', 'twitter:description', meta.description),
  );
  if (preview.url)
    tags.push(
      metaTag('property', 'og:url', preview.url),
      `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    );
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
    );
  return tags;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/** index.html with this page's title, description and preview tags (added before </head>). */
export function withPageHead(html: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = metaTag('name', 'description', meta.description);
  let page = TITLE.test(html) ? html.replace(TITLE, () => title) : html;
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  if (!TITLE.test(html)) page = page.replace('</head>', () => `${title}</head>`);
  const tags = previewTags(meta);
  return tags.length ? page.replace('</head>', () => `${tags.join('')}</head>`) : page;
}
