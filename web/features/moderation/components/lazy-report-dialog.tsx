import { lazy, Suspense } from 'react';
import { loadArea } from '@/lib/i18n';
import type { ReportDialogProps } from './report-dialog';

// The dialog and its texts (the `reports` catalog) download when someone first opens it: the
// listing page and a conversation both offer it, and few people report anything.
const ReportDialog = lazy(async () => {
  const [module] = await Promise.all([import('./report-dialog'), loadArea('reports')]);
  return { default: module.ReportDialog };
});

/** The report dialog, loaded on first use; nothing renders until it is opened. */
export function LazyReportDialog(props: ReportDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
