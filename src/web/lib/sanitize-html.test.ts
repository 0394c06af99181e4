import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and safe links', () => {
    expect(
      sanitizeHtml('<p>Hello <strong>there</strong> <a href="/pre-configurator">go</a></p>'),
    ).toBe('<p>Hello <strong>there</strong> <a href="/pre-configurator">go</a></p>');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    );
    expect(html).toBe('<p>Hi<a>x</a></p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><h2>Title</h2><p>Body</p></div>')).toBe('Title<p>Body</p>');
  });
});
