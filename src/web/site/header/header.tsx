import { PATHS } from '../../../domain/paths';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';
import { Logo } from '../logo/logo';
import { navigationLinks } from '../navigation';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';
import { ReviewBadge } from './review-badge';
import styles from './header.module.css';

export interface HeaderProps {
  /** The error page shows the header without navigation. */
  menuDisabled?: boolean;
}

export function Header({ menuDisabled = false }: HeaderProps) {
  const config = useSiteConfig();
  const links = navigationLinks(config);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {menuDisabled ? (
          <span className={styles.logoLink}>
            <Logo brand={config.brand} />
          </span>
        ) : (
          <Link
            className={styles.logoLink}
            to={PATHS.home}
            aria-label={`${config.brand} configurator home`}
          >
            <Logo brand={config.brand} />
          </Link>
        )}
        {!menuDisabled && (
          <nav className={styles.desktopNav} aria-label="Main">
            <NavList links={links} />
          </nav>
        )}
        <div className={styles.review}>
          <ReviewBadge widget={config.reviewWidget} />
        </div>
        {!menuDisabled && <MobileMenu links={links} />}
      </div>
    </header>
  );
}
