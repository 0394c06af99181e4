import { createHash } from 'node:crypto';

/** Lower-case, URL-safe words of a name (productIdSchema), cut to a readable length. */
export function slugify(text: string, maxLength = 48): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+$/g, '');
  return cut === '' ? 'item' : cut;
}

/** First 8 hex digits of the SHA-1 of a text: a short, stable fingerprint. */
export function shortHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 8);
}
