import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../domain/timings';
import { Button } from '../../ui/button/button';
import { Modal } from '../../ui/modal/modal';
import styles from './share-link-modal.module.css';

/** Until the shared ui/share-modal lands: the link, with copy and its 1 s copied state. */
export function ShareLinkModal({ link, onClose }: { link: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <Modal title="Save Your Build" onClose={onClose} description="Here's your link, keep it safe">
      <div className={styles.row}>
        <label className={styles.label} htmlFor="share-link">
          Share link
        </label>
        <input id="share-link" className={styles.link} readOnly value={link} />
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>
      </div>
      <p className={styles.status} role="status">
        {copied ? 'Link copied' : ''}
      </p>
    </Modal>
  );
}
