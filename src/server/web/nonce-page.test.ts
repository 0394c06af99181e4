import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noncePage } from './nonce-page';

const PLACEHOLDER = '@@nonce@@';

describe('noncePage', () => {
  const html = `<html><head></head><body>${'<p>part</p>'.repeat(3000)}<script nonce="${PLACEHOLDER}">1</script>${'<li>x</li>'.repeat(2000)}<script nonce="${PLACEHOLDER}"></script></body></html>`;
  const page = noncePage(html, PLACEHOLDER);

  it('sends the page with each response’s nonce in every place, plain or gzipped', () => {
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'b3/+Zx1234567890abcdEF==']) {
      const expected = html.replaceAll(PLACEHOLDER, nonce);
      expect(page.identity(nonce).toString()).toBe(expected);
      // A standard gzip decoder reads the spliced member as one stream, CRC and size checked.
      expect(gunzipSync(page.gzip(nonce)).toString()).toBe(expected);
    }
  });

  it('compresses: the spliced member is about as small as gzip of the whole', () => {
    const gzipped = page.gzip('AAAAAAAAAAAAAAAAAAAAAA==');
    expect(gzipped.length).toBeLessThan(html.length / 20);
  });

  it('works for a page without a place for the nonce', () => {
    const plain = noncePage('<p>no nonce</p>', PLACEHOLDER);
    expect(gunzipSync(plain.gzip('x')).toString()).toBe('<p>no nonce</p>');
  });
});
