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

/**
 * The review service's widget when one is configured, else nothing: a rating we cannot show
 * from a real review service would be a fake review (DESIGN.md "Honest furniture").
 */
export function ReviewBadge({ widget }: { widget: SiteConfig['reviewWidget'] }) {
  return widget ? <ProviderWidget widget={widget} /> : null;
}
