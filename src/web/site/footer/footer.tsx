import { PATHS } from '../../../domain/paths';
import { Link } from 'react-router';
import {
  defaultFinanceBrokerText,
  fcaStatement,
} from '../../../domain/contracts/site-config-defaults';
import { useSiteConfig } from '../../lib/site-config';
import { Logo } from '../logo/logo';
import { SocialLinks } from '../social-links/social-links';
import { COPYRIGHT_YEAR, footerLinks } from './footer-links';
import styles from './footer.module.css';

export function Footer() {
  const config = useSiteConfig();
  const { brand, supportPhone, supportEmail, dataAttributions } = config;
  const brokerText = config.financeBrokerText ?? defaultFinanceBrokerText(brand);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandCol}>
            <Link to={PATHS.home} className={styles.logoLink} aria-label={`${brand} home`}>
              <Logo brand={brand} />
            </Link>
            <p className={styles.tagline}>Custom gaming PCs, forged to order in the UK.</p>
            <SocialLinks />
          </div>
          <nav className={styles.linksCol} aria-label="Help and information">
            <h2 className={styles.heading}>Help &amp; information</h2>
            <ul className={styles.links}>
              {footerLinks(config).map((link) => (
                <li key={link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.supportCol}>
            <h2 className={styles.heading}>Customer support</h2>
            <p>
              Call us on <a href={`tel:${supportPhone.replace(/\s+/g, '')}`}>{supportPhone}</a>
            </p>
            <p>
              E-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
          </div>
        </div>
        <div className={styles.legal}>
          <p>
            {brokerText} {fcaStatement(brand, config.fcaFirmReferenceNumber)}
          </p>
          <p>
            Representative APR (variable) is 24.9% for our main finance product and 127.34% for our
            second-line finance option, which is offered to customers who are not eligible for the
            main one. Credit is subject to creditworthiness and affordability checks.
          </p>
          {dataAttributions.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p className={styles.copyright}>
            © {COPYRIGHT_YEAR} {brand}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
