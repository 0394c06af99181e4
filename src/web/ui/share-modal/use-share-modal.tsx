import { lazy, Suspense, useCallback } from 'react';
import { paths } from '../../../domain/paths';
import { useModalHost } from '../modal/modal-host';

// Radix and the modal's code load only when a build is first saved.
const ShareModal = lazy(() =>
  import('./share-modal').then((module) => ({ default: module.ShareModal })),
);

/** The share link of a saved build: `{origin}/share/{pcBuildPublicId}` (spec section 2 "Modals"). */
export const shareLinkOf = (origin: string, pcBuildPublicId: string) =>
  `${origin}${paths.share(pcBuildPublicId)}`;

/** Shows 'Save Your Build' for a saved build; resolves when the shopper closes it. */
export function useShareModal(): (pcBuildPublicId: string) => Promise<void> {
  const host = useModalHost();
  return useCallback(
    (pcBuildPublicId) =>
      host.open<void>((resolve) => (
        <Suspense fallback={null}>
          <ShareModal
            link={shareLinkOf(window.location.origin, pcBuildPublicId)}
            onClose={() => resolve()}
          />
        </Suspense>
      )),
    [host],
  );
}
