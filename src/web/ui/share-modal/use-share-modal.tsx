import { useCallback } from 'react';
import { paths } from '../../../domain/paths';
import { codeSplit } from '../modal/code-split';
import { useModalHost } from '../modal/modal-host';
import type { ShareModalProps } from './share-modal';

// Radix and the modal's code load only when a build is first saved.
const { Component: ShareModal, preload } = codeSplit<ShareModalProps>(() =>
  import('./share-modal').then((module) => module.ShareModal),
);

/** Fetches the modal's chunk: called as a save starts, so it comes while the server saves. */
export const preloadShareModal = preload;

/** The share link of a saved build: `{origin}/share/{pcBuildPublicId}` (spec section 2 "Modals"). */
export const shareLinkOf = (origin: string, pcBuildPublicId: string) =>
  `${origin}${paths.share(pcBuildPublicId)}`;

/** Shows 'Save Your Build' for a saved build; resolves when the shopper closes it. */
export function useShareModal(): (pcBuildPublicId: string) => Promise<void> {
  const host = useModalHost();
  return useCallback(
    // Opened once its chunk is in: drawn at its first render, a suspended lazy part would be
    // held back by React's reveal throttle (ADR 132).
    (pcBuildPublicId) =>
      preloadShareModal().then(() =>
        host.open<void>((resolve) => (
          <ShareModal
            link={shareLinkOf(window.location.origin, pcBuildPublicId)}
            onClose={() => resolve()}
          />
        )),
      ),
    [host],
  );
}
