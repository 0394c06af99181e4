import type { BuildWithErrorsModalModel } from '../../../domain/issues/issue-modal';
import { ISSUE_MODAL_HEADINGS } from '../../../domain/issues/issue-types';
import { Button } from '../button/button';
import { Modal } from './modal';
import styles from './issue-modal.module.css';

export interface BuildWithErrorsModalProps {
  model: BuildWithErrorsModalModel;
  /** Its button, Escape, the close button and the overlay all dismiss it (spec section 4). */
  onDismiss: () => void;
}

/** 'Build with Errors' (spec sections 4 "Build to basket" and 8): one text, one way out. */
export function BuildWithErrorsModal({ model, onDismiss }: BuildWithErrorsModalProps) {
  return (
    <Modal
      title={model.title}
      onClose={onDismiss}
      eyebrow={
        <p className={styles.heading} data-tone="error">
          <span className={styles.mark} aria-hidden="true" />
          {ISSUE_MODAL_HEADINGS.error}
        </p>
      }
      description={<p className={styles.message}>{model.text}</p>}
    >
      <div className={styles.actions}>
        <Button onClick={onDismiss}>{model.dismissLabel}</Button>
      </div>
    </Modal>
  );
}
