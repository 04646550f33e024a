import { useEffect, useRef } from 'react';

interface Props {
  open: boolean;
  labelledBy: string;
  width: string;
  onClose: () => void;
  children: React.ReactNode;
}

/** A native modal dialog (it traps focus and closes on Esc); its content renders only while open. */
export function Modal({ open, labelledBy, width, onClose, children }: Props) {
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
      aria-labelledby={labelledBy}
      className={`${width} rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
