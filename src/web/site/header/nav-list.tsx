import { NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '../navigation';
import styles from './header.module.css';

interface NavListProps {
  links: NavLink[];
  className?: string;
  onNavigate?: () => void;
}

export function NavList({ links, className, onNavigate }: NavListProps) {
  return (
    <ul className={[styles.navList, className].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <li key={link.label}>
          {link.external ? (
            <a className={styles.navLink} href={link.href} onClick={onNavigate}>
              {link.label}
            </a>
          ) : (
            <RouterNavLink
              className={({ isActive }) =>
                [styles.navLink, isActive ? styles.active : ''].filter(Boolean).join(' ')
              }
              to={link.href}
              end
              onClick={onNavigate}
            >
              {link.label}
            </RouterNavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
