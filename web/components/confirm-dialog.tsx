import { useLingui } from '@lingui/react/macro';
import { Modal } from './modal';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** `danger` (the default) for what cannot be undone by mistake, `primary` for a positive step. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with a confirm and a cancel button (the native dialog traps focus and Esc). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useLingui();
  return (
    <Modal open={open} labelledBy="confirm-title" width="w-[min(90vw,28rem)]" onClose={onCancel}>
      <h2 id="confirm-title" className="text-lg font-bold text-slate-800">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {cancelLabel ?? t`cancel`}
        </button>
        <button
          type="button"
          className={tone === 'primary' ? 'btn-primary' : 'btn-danger'}
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** docs/product.md's delete confirmation, the same wherever something is deleted. */
export function ConfirmDelete({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={name !== null}
      title={t`Are you sure you want to delete?`}
      message={t`If you delete ${name}. It cannot be undone.`}
      confirmLabel={t`Delete`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
