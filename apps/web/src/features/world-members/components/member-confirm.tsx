import { Modal } from '../../../components/modal';
import styles from './members.module.css';

interface MemberConfirmProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A confirmation on the app's Modal, whose title has an id of its own: the shared ConfirmDialog's fixed ids would
 * name this dialog after another one on the page (an entity's Remove, the arc's Revert).
 */
export function MemberConfirm({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: MemberConfirmProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className={styles.confirmText}>{message}</p>
      <div className={styles.joinActions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
