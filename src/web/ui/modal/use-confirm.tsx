import { useCallback } from 'react';
import { LazyConfirmModal } from './lazy-confirm-modal';
import { useModalHost } from './modal-host';

export interface ConfirmOptions {
  title: string;
  /** One paragraph each. */
  messages: readonly string[];
  /** The accept button's text; 'Continue' unless given (spec "Confirm modal"). */
  acceptTitle?: string;
}

/** Asks with the confirm modal (Cancel / Continue); resolves true on accept, false otherwise. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const host = useModalHost();
  return useCallback(
    (options) =>
      host.open<boolean>((resolve) => (
        <LazyConfirmModal
          {...options}
          onAccept={() => resolve(true)}
          onCancel={() => resolve(false)}
        />
      )),
    [host],
  );
}
