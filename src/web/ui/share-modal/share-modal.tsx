import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS } from '../../../domain/timings';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { SHARE_TEXT, shareTargets } from './share-targets';
import styles from './share-modal.module.css';

export interface ShareModalProps {
  /** `{origin}/share/{pcBuildPublicId}` */
  link: string;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an old browser): select the link so the shopper can copy it.
    field?.select();
    return false;
  }
}

/** 'Save Your Build': the share link with copy (1 s copied state), native share, X, Facebook, e-mail. */
export function ShareModal({ link, onClose }: ShareModalProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShareNatively =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const targets = shareTargets(link);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), TIMINGS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => setCopy((await copyText(link, field.current)) ? 'copied' : 'failed');
  const onNativeShare = () => {
    // A cancelled share sheet rejects; nothing to tell the shopper.
    navigator.share({ title: SHARE_TEXT, url: link }).catch(() => undefined);
  };

  return (
    <Modal title="Save Your Build" description="Here's your link, keep it safe" onClose={onClose}>
      <label className={styles.label} htmlFor={fieldId}>
        Share link
      </label>
      <div className={styles.linkRow}>
        <input
          ref={field}
          id={fieldId}
          className={styles.link}
          type="url"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void onCopy()} className={styles.copy}>
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied' ? 'Link copied' : ''}
        {copy === 'failed' ? 'Press Ctrl+C (or ⌘C) to copy the selected link' : ''}
      </p>
      <ul className={styles.targets} aria-label="Share your build">
        {canShareNatively ? (
          <li>
            <Button variant="secondary" onClick={onNativeShare}>
              Share…
            </Button>
          </li>
        ) : null}
        <li>
          <a className={styles.target} href={targets.x} target="_blank" rel="noopener noreferrer">
            Share on X<span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a
            className={styles.target}
            href={targets.facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on Facebook<span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a className={styles.target} href={targets.email}>
            Share by e-mail
          </a>
        </li>
      </ul>
    </Modal>
  );
}
