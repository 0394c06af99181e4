import { describe, expect, it } from 'vitest';
import { integrityOf, withIntegrity } from './subresource-integrity';

const FILES: Record<string, string> = {
  'assets/index-A.js': 'console.log(1)',
  'assets/react-B.js': 'export {}',
  'assets/index-C.css': 'body{}',
};

describe('withIntegrity', () => {
  it('adds sha384 integrity to the scripts, module preloads and stylesheets the page names', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<script id="site-config" type="application/json">{}</script>',
    ].join('\n');
    const out = withIntegrity(html, (file) => FILES[file]);
    expect(out).toContain(
      `<script type="module" crossorigin src="/assets/index-A.js" integrity="${integrityOf('console.log(1)')}"></script>`,
    );
    expect(out).toContain(`href="/assets/react-B.js" integrity="${integrityOf('export {}')}"`);
    expect(out).toContain(`href="/assets/index-C.css" integrity="${integrityOf('body{}')}"`);
    expect(out).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(out).toContain('<script id="site-config" type="application/json">{}</script>');
  });

  it('leaves a tag whose file it does not know, or that already has integrity, alone', () => {
    const tag = '<script type="module" src="/assets/other.js"></script>';
    expect(withIntegrity(tag, () => undefined)).toBe(tag);
    const done = '<script src="/assets/index-A.js" integrity="sha384-x"></script>';
    expect(withIntegrity(done, (file) => FILES[file])).toBe(done);
  });

  it('matches openssl dgst -sha384 -binary | base64', () => {
    expect(integrityOf('alert(1)')).toBe(
      'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW',
    );
  });
});
