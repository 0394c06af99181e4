import { describe, expect, it } from 'vitest';
import { LATE_SCRIPTS_ELEMENT_ID } from '../../domain/contracts/late-scripts';
import { lateScriptsIn, withLateScripts } from './late-scripts';

const PAGE = `<!doctype html>
<html>
  <head>
    <title>Rigforge</title>
    <script type="module" crossorigin src="/assets/index-A.js" integrity="sha384-aaa"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js" integrity="sha384-bbb">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css" integrity="sha384-ccc">
  <link rel="modulepreload" crossorigin href="/assets/route-D.js"><link rel="stylesheet" href="/assets/route-E.css">
  </head>
  <body><div id="root"></div><script type="module" src="/assets/in-body.js"></script></body>
</html>`;

const LOADER =
  '<script type="module" crossorigin src="/assets/late-scripts-F.js" integrity="sha384-fff" fetchpriority="low"></script>';

describe('a rendered page: its scripts listed for after the first paint', () => {
  it("lists the head's module scripts and preloads in order, with their integrity", () => {
    const html = withLateScripts(PAGE, LOADER);
    expect(lateScriptsIn(html)).toEqual([
      { src: '/assets/index-A.js', integrity: 'sha384-aaa', preload: false },
      { src: '/assets/react-B.js', integrity: 'sha384-bbb', preload: true },
      { src: '/assets/route-D.js', preload: true },
    ]);
    // The loader is the one script left in the head, after the list it reads.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.replace(LOADER, '')).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(head.indexOf(LOADER)).toBeGreaterThan(head.indexOf(LATE_SCRIPTS_ELEMENT_ID));
  });

  it('leaves the tags where they are without a loader to add them', () => {
    expect(withLateScripts(PAGE, '')).toBe(PAGE);
  });

  it('keeps the stylesheets in the head, and the body as it was', () => {
    const html = withLateScripts(PAGE, LOADER);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css" integrity="sha384-ccc">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/route-E.css">');
    expect(html).toContain(
      '<body><div id="root"></div><script type="module" src="/assets/in-body.js"></script></body>',
    );
  });

  it('leaves a page without module scripts, or an inline module, as it was', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(withLateScripts(plain, LOADER)).toBe(plain);
    const inline = '<html><head><script type="module">1</script></head><body></body></html>';
    expect(withLateScripts(inline, LOADER)).toBe(inline);
  });

  it('writes no character that could close the list early', () => {
    const html = withLateScripts(
      '<html><head><link rel="modulepreload" href="/assets/a</b.js"></head></html>',
      LOADER,
    );
    expect(lateScriptsIn(html)).toEqual([{ src: '/assets/a</b.js', preload: true }]);
  });
});
