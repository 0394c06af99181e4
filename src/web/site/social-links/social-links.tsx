// A file of its own, not path data in every page's JavaScript: the footer's icons are drawn
// from it by <use> (currentColor still applies), fetched once and cached with the assets.
import iconsUrl from './social-icons.svg?no-inline';
import styles from './social-links.module.css';

interface SocialLink {
  name: string;
  href: string;
  /** The icon's symbol id in social-icons.svg. */
  icon: string;
}

const SOCIAL_LINKS: SocialLink[] = [
  { name: 'X', href: 'https://x.com/rigforge', icon: 'x' },
  { name: 'Facebook', href: 'https://www.facebook.com/rigforge', icon: 'facebook' },
  { name: 'YouTube', href: 'https://www.youtube.com/@rigforge', icon: 'youtube' },
  { name: 'Instagram', href: 'https://www.instagram.com/rigforge', icon: 'instagram' },
];

/** Four external social links, each opening in a new tab; `light` shows white icons. */
export function SocialLinks({ light = false }: { light?: boolean }) {
  return (
    <ul
      className={[styles.bar, light ? styles.light : ''].filter(Boolean).join(' ')}
      aria-label="Follow us"
    >
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            className={styles.link}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.name}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <use href={`${iconsUrl}#${link.icon}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
