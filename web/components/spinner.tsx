import { useLingui } from '@lingui/react/macro';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex justify-center py-10">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}

/** A screen's loader while its code arrives: a screen tall, so the footer stays out of sight until the page is there. */
export function PageLoader() {
  return (
    <div className="min-h-screen">
      <Spinner />
    </div>
  );
}
