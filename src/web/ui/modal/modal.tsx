import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '../../../domain/timings';
import styles from './modal.module.css';

export interface ModalProps {
  title: string;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /** Called on Escape, the close button or a click on the overlay; the parent unmounts the modal. */
  onClose: () => void;
  size?: 'small' | 'large';
  /** Keep the title for screen readers only (e.g. an image gallery). */
  hideTitle?: boolean;
  /** A short line above the title (e.g. 'Error Message'), part of the dialog's content. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Where the last modal to close meant to send focus. A modal asked for as another closes (the
 * share modal after a warning's Continue) mounts when focus is nowhere, the closed modal's
 * button having gone: it sends focus back where that one would have.
 */
let lastReturnFocus: HTMLElement | null = null;

/**
 * The accessible modal base (Radix Dialog: focus trap, scroll lock, Escape, labelled by
 * its title). Mount it to show it: it opens TIMINGS.modalOpenDelayMs after mount (spec).
 */
export function Modal({
  title,
  description,
  onClose,
  size = 'small',
  hideTitle = false,
  eyebrow,
  children,
}: ModalProps) {
  const [open, setOpen] = useState(false);
  // Without a Radix trigger, focus goes back to whatever had it when the modal was asked for.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    returnFocus.current = active && active !== document.body ? active : lastReturnFocus;
    const timer = setTimeout(() => setOpen(true), TIMINGS.modalOpenDelayMs);
    return () => {
      clearTimeout(timer);
      lastReturnFocus = returnFocus.current;
    };
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          {eyebrow}
          <Dialog.Title className={hideTitle ? styles.visuallyHidden : styles.title}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className={styles.description}>{description}</div>
            </Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
