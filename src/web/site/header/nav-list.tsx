import { Link, useLocation } from 'react-router';
import type { NavLink } from '../navigation';
import styles from './header.module.css';

interface NavListProps {
  links: NavLink[];
  className?: string;
  onNavigate?: () => void;
}

/** '/pre-configured-pcs/' and '/pre-configured-pcs' are the same page (the spec's links end in '/'). */
function samePage(pathname: string, href: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(pathname).toLowerCase() === trim(href).toLowerCase();
}

export function NavList({ links, className, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className={[styles.navList, className].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <li key={link.label}>
          {link.external ? (
            <a className={styles.navLink} href={link.href} onClick={onNavigate}>
              {link.label}
            </a>
          ) : (
            <Link
              className={
                samePage(pathname, link.href)
                  ? `${styles.navLink} ${styles.active}`
                  : styles.navLink
              }
              aria-current={samePage(pathname, link.href) ? 'page' : undefined}
              to={link.href}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
