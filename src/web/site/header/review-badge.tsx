import { useEffect } from 'react';
import type { SiteConfig } from '../../../domain/contracts/site-config';
import styles from './header.module.css';

type ReviewWidget = NonNullable<SiteConfig['reviewWidget']>;

/** Loads the review provider's script once per page, however often the header renders. */
function useWidgetScript(src: string) {
  useEffect(() => {
    if (document.querySelector(`script[data-review-widget][src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.reviewWidget = 'true';
    document.head.append(script);
  }, [src]);
}

function ProviderWidget({ widget }: { widget: ReviewWidget }) {
  useWidgetScript(widget.scriptUrl);
  return (
    <div
      className={styles.reviewWidget}
      data-review-provider={widget.provider}
      {...widget.attributes}
    />
  );
}

/** Without a configured provider: a static rating, as text so screen readers and zoom work. */
function StaticBadge() {
  return (
    <div className={styles.badge} role="img" aria-label="Customers rate us 4.8 out of 5, Excellent">
      <span className={styles.stars} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.badgeText}>
        <strong>4.8</strong>
        <span className={styles.badgeRest}> out of 5 · Excellent</span>
      </span>
    </div>
  );
}

export function ReviewBadge({ widget }: { widget: SiteConfig['reviewWidget'] }) {
  return widget ? <ProviderWidget widget={widget} /> : <StaticBadge />;
}
