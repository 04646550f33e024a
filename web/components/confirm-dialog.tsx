import { useEffect, useRef } from 'react';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with a confirm and a cancel button (the native dialog traps focus and Esc). */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'cancel', busy, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      className="w-[min(90vw,28rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id="confirm-title" className="text-lg font-bold text-slate-800">
            {title}
          </h2>
          <p className="mt-2 text-slate-600">{message}</p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-ghost" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="btn-danger" disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/** SPEC.md's delete confirmation, the same wherever something is deleted. */
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
  return (
    <ConfirmDialog
      open={name !== null}
      title="Are you sure you want to delete?"
      message={`If you delete ${name ?? ''}. It cannot be undone.`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
