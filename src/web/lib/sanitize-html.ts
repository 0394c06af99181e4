/**
 * Allow-list HTML cleaner for the intro box's HTML content. That content only ever comes
 * from our own code (never from shoppers or the API), so this is defence in depth, kept
 * tiny on purpose instead of shipping a full sanitiser library in the initial bundle.
 */
const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'EM', 'B', 'I', 'SPAN', 'A', 'UL', 'OL', 'LI']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    if (!ALLOWED_TAGS.has(child.tagName)) {
      // Unknown elements keep their text (scripts and styles lose everything).
      if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') child.remove();
      else child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    for (const attribute of Array.from(child.attributes)) {
      const keep =
        attribute.name === 'href'
          ? SAFE_HREF.test(attribute.value.trim())
          : attribute.name === 'class';
      if (!keep) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  // Replacing a child re-exposes its children, so clean until stable.
  let before = '';
  while (before !== root.innerHTML) {
    before = root.innerHTML;
    clean(root);
  }
  return root.innerHTML;
}
