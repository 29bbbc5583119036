import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBodyScrollLock } from '../lib/use-body-scroll-lock';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  /** A line under the title: the entity's kind and standing. */
  readonly subtitle?: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly wide?: boolean;
}

/**
 * A modal on the native <dialog> (focus trapped, page inert, Escape closes) that also closes on a backdrop
 * click or its close button, and locks the page's scroll while open.
 */
export function Modal({ open, title, subtitle, onClose, children, wide }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useBodyScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // React's autoFocus runs before the dialog opens; a marked control takes the focus instead.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-wide={wide}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog box has no padding of its own: a click that lands on the dialog itself is on the backdrop.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      {open && (
        <div className={styles.frame}>
          <header className={styles.header}>
            <div className={styles.heading}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
            </div>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
