import { lazy, Suspense, useCallback } from 'react';
import { useModalHost } from '../../ui/modal/modal-host';

// The share modal is only needed after a save: its code loads then.
const ShareLinkModal = lazy(() =>
  import('./share-link-modal').then((module) => ({ default: module.ShareLinkModal })),
);

/**
 * Opens the 'Save Your Build' modal for a share link and resolves when it closes. One
 * adapter, so the configurator switches to the shared ui/share-modal in one place.
 */
export function useOpenShareModal() {
  const host = useModalHost();
  return useCallback(
    (link: string) =>
      host.open<void>((resolve) => (
        <Suspense fallback={null}>
          <ShareLinkModal link={link} onClose={() => resolve()} />
        </Suspense>
      )),
    [host],
  );
}
