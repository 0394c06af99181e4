import { useCallback } from 'react';
import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { useBuildStore } from '../../state/build-store';
import { Modal } from '../../ui/modal/modal';
import { useModalHost } from '../../ui/modal/modal-host';
import { PartsThatFit } from './parts-that-fit';
import { useChooseComponent } from './use-choose-component';

/**
 * "Show parts that fit" from a greyed option (issue 36 item 5): the same list as the
 * compatibility modal's, for the build as it stands, in a modal of its own. Resolves true when
 * a part was swapped in and stored (validated like any choice).
 */
export function useShowPartsThatFit() {
  const host = useModalHost();
  const choose = useChooseComponent();
  return useCallback(
    async (category: ConfigureCategory): Promise<boolean> => {
      const label = CATEGORY_LABELS[category];
      const id = await host.open<string | null>((resolve) => (
        <Modal
          title={`Parts that fit: ${label}`}
          description="Parts in stock that fit the rest of your build as it is."
          onClose={() => resolve(null)}
        >
          <PartsThatFit
            build={useBuildStore.getState().build}
            field={category}
            categoryLabel={label}
            onSwap={resolve}
          />
        </Modal>
      ));
      return id === null ? false : choose({ category, id });
    },
    [host, choose],
  );
}
