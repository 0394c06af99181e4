/**
 * The files search engines read at the site root: /robots.txt (everything but the API may be
 * crawled; where the sitemap is) and /sitemap.xml (the sitemaps.org 0.9 protocol: one <url>
 * with an absolute <loc> per public page).
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_PATH = '/sitemap.xml';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Entity-escaped, as the protocol asks of every <loc>. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A sitemap of these absolute URLs. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries}</urlset>\n`;
}

/**
 * robots.txt: the pages, the generated art (link previews fetch it) and shared builds (their
 * own noindex must be read) are open; the API is not a page. Names the sitemap when the
 * site's origin is known (its URL must be absolute).
 */
export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', 'Disallow: /api/', 'Allow: /'];
  if (origin) lines.push('', `Sitemap: ${origin}${SITEMAP_PATH}`);
  return `${lines.join('\n')}\n`;
}
