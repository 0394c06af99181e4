import { Button } from '../button/button';
import { Modal } from './modal';
import styles from './confirm-modal.module.css';

export interface ConfirmModalProps {
  title: string;
  /** One paragraph each. */
  messages: readonly string[];
  onAccept: () => void;
  onCancel: () => void;
  /** The accept button's text; 'Continue' unless given (spec "Confirm modal"). */
  acceptTitle?: string;
}

/** Confirm modal: Cancel / Continue, or a custom accept title. */
export function ConfirmModal({
  title,
  messages,
  onAccept,
  onCancel,
  acceptTitle = 'Continue',
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      description={messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    >
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onAccept}>{acceptTitle}</Button>
      </div>
    </Modal>
  );
}
