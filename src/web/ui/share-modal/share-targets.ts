/** Where a saved build's link can be shared (spec section 9 "Share targets"), as plain URLs. */
export interface ShareTargets {
  x: string;
  facebook: string;
  email: string;
}

export const SHARE_TEXT = 'My custom gaming PC build';

export function shareTargets(link: string, text: string = SHARE_TEXT): ShareTargets {
  const url = encodeURIComponent(link);
  return {
    x: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    email: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}: ${link}`)}`,
  };
}
