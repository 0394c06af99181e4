import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-targets';

describe('shareTargets', () => {
  const link = 'https://shop.example/share/AbC-12?x=1&y=2';

  it('puts the whole link, encoded, into each target', () => {
    const targets = shareTargets(link, 'My build');
    expect(new URL(targets.x).searchParams.get('url')).toBe(link);
    expect(new URL(targets.x).searchParams.get('text')).toBe('My build');
    expect(new URL(targets.facebook).searchParams.get('u')).toBe(link);
    expect(targets.email).toBe(
      `mailto:?subject=My%20build&body=${encodeURIComponent(`My build: ${link}`)}`,
    );
  });
});
