import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

/** Every route sets the document title as '{page} | {brand}'. */
export function useDocumentTitle(page: string): void {
  const { brand } = useSiteConfig();
  useEffect(() => {
    document.title = `${page} | ${brand}`;
  }, [page, brand]);
}
