import { resolveValue, useToaster } from 'react-hot-toast/headless';

const MARK = { success: '✓', error: '!', loading: '…', blank: '', custom: '' } as const;

/**
 * The toasts of react-hot-toast's headless store, drawn with our own classes: its ready-made
 * Toaster brings a CSS-in-JS runtime that the first render has no room for (docs/decisions/016-headless-toasts.md).
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div
      // Under the 4 rem header, so a toast never covers the navigation.
      className="pointer-events-none fixed inset-x-0 top-20 z-[9999] flex flex-col items-center gap-2 px-4"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts
        .filter((toast) => toast.visible)
        .map((toast) => (
          <div
            key={toast.id}
            {...toast.ariaProps}
            className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200"
          >
            {MARK[toast.type] && (
              <span
                aria-hidden="true"
                className={`grid h-5 w-5 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${
                  toast.type === 'error' ? 'bg-red-600' : toast.type === 'success' ? 'bg-green-600' : 'bg-slate-400'
                }`}
              >
                {MARK[toast.type]}
              </span>
            )}
            {resolveValue(toast.message, toast)}
          </div>
        ))}
    </div>
  );
}
