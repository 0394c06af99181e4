import type { ReactNode } from 'react';
import styles from './social-links.module.css';

interface SocialLink {
  name: string;
  href: string;
  icon: ReactNode;
}

const SOCIAL_LINKS: SocialLink[] = [
  {
    name: 'X',
    href: 'https://x.com/rigforge',
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/rigforge',
    icon: (
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z" />
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@rigforge',
    icon: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/rigforge',
    icon: (
      <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3zM21 8.3c-.1-1.5-.4-2.9-1.5-4s-2.5-1.4-4-1.5C13.9 2.7 10.1 2.7 8.5 2.8c-1.5.1-2.9.4-4 1.5S3.1 6.8 3 8.3c-.1 1.6-.1 5.8 0 7.4.1 1.5.4 2.9 1.5 4s2.5 1.4 4 1.5c1.6.1 5.4.1 7 0 1.5-.1 2.9-.4 4-1.5s1.4-2.5 1.5-4c.1-1.6.1-5.8 0-7.4zm-2 9.3a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 17.6c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 5.3c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z" />
    ),
  },
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
              {link.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
