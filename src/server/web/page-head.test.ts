import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonLdScript, pageHeadTags, withPageHead } from './page-head';

const PAGE =
  '<html><head><meta name="description" content="Default" /><title>Default</title><!--x--></head><body></body></html>';

describe('page head', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('replaces the title and description and adds the preview tags before </head>', () => {
    const html = withPageHead(PAGE, {
      status: 200,
      title: 'A $& "build" | Shop',
      description: 'Parts & price',
      preview: {
        title: 'A build',
        url: 'https://shop.example/share/x',
        image: 'https://shop.example/i.svg',
        imageAlt: 'Case',
        siteName: 'Shop',
        price: 1234.5,
      },
    });
    expect(html).toContain('<title>A $&amp; &quot;build&quot; | Shop</title>');
    expect(html).toContain('<meta name="description" content="Parts &amp; price" />');
    expect(html).not.toContain('Default');
    expect(html).toContain('<meta property="product:price:amount" content="1234.50" />');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<!--x-->')).toBeLessThan(html.indexOf('og:type'));
  });

  it('leaves out what needs an origin it does not have', () => {
    const html = withPageHead(PAGE, {
      status: 200,
      title: 't',
      description: 'd',
      preview: { title: 't', url: null, image: null, imageAlt: '', siteName: 's' },
    });
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('writes JSON-LD as a data block no value can close', () => {
    const script = jsonLdScript({ '@type': 'Product', name: '</script><script>x()</script><!--' });
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      '@type': 'Product',
      name: '</script><script>x()</script><!--',
    });
  });

  it('gives a canonical link only to a page search engines may index', () => {
    const meta = {
      status: 200 as const,
      title: 't',
      description: 'd',
      canonical: 'https://s.example/a?b&c',
    };
    expect(pageHeadTags(meta)).toBe('<link rel="canonical" href="https://s.example/a?b&amp;c" />');
    expect(pageHeadTags({ ...meta, noindex: true })).toBe(
      '<meta name="robots" content="noindex" />',
    );
  });
});
