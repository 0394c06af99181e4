import type { ReactNode } from 'react';
import type {
  IssueModalButtonId,
  IssueModalItem,
  IssueModalModel,
} from '../../../domain/issues/issue-modal';
import { ISSUE_MODAL_HEADINGS } from '../../../domain/issues/issue-types';
import { Button } from '../button/button';
import { Modal } from './modal';
import styles from './issue-modal.module.css';

export interface IssueModalProps {
  /** What to show: heading, title, items and buttons, all decided by the domain (issueModal). */
  model: IssueModalModel;
  /** The button pressed; Escape, the close button and the overlay count as 'go-back'. */
  onAnswer: (button: IssueModalButtonId) => void;
  /** Below the problems, above the buttons: the parts that would fix it (configurator). */
  fixes?: ReactNode;
}

function ItemText({ item, detailLabel }: { item: IssueModalItem; detailLabel: string }) {
  return (
    <>
      <p className={styles.message}>{item.message}</p>
      {item.detail ? (
        <p className={styles.detail}>
          <span className={styles.detailLabel}>{detailLabel}</span> {item.detail}
        </p>
      ) : null}
    </>
  );
}

function Items({ model }: { model: IssueModalModel }) {
  if (!model.combined) {
    const [only] = model.items;
    return only ? <ItemText item={only} detailLabel={model.detailLabel} /> : null;
  }
  return (
    <ul className={styles.items}>
      {model.items.map((item, index) => (
        <li
          key={`${item.issue.tag}-${index}`}
          className={styles.item}
          data-tone={item.issue.type.toLowerCase() === 'error' ? 'error' : 'warning'}
        >
          <p className={styles.itemTitle}>{item.title}</p>
          <ItemText item={item} detailLabel={model.detailLabel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The compatibility or error modal (spec sections 4 and 8) for a model built by
 * domain/issues/issue-modal.ts: 'Error Message' / 'Warning Message' above the title, one
 * problem or the combined list with 'Details:', the single-error hint, 'Go back' and the
 * action when there is one. Presentational: the caller decides what an answer does
 * (domain/build/issue-dismissal.ts on the configurator; proceed/close on share pages).
 */
export function IssueModal({ model, onAnswer, fixes }: IssueModalProps) {
  const tone = model.heading === ISSUE_MODAL_HEADINGS.error ? 'error' : 'warning';
  return (
    <Modal
      title={model.title}
      onClose={() => onAnswer('go-back')}
      eyebrow={
        <p className={styles.heading} data-tone={tone}>
          <span className={styles.mark} aria-hidden="true" />
          {model.heading}
        </p>
      }
      description={
        <div className={styles.body}>
          <Items model={model} />
          {model.hint ? <p className={styles.hint}>{model.hint}</p> : null}
        </div>
      }
    >
      {fixes}
      <div className={styles.actions}>
        {model.buttons.map((button) => (
          <Button
            key={button.id}
            variant={button.id === 'action' ? 'primary' : 'secondary'}
            onClick={() => onAnswer(button.id)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
