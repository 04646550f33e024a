import { useLingui } from '@lingui/react/macro';
import type { InspectionVerdict } from '@shared/domain';
import { verdictClasses, verdictLabels } from '@/lib/inspection-labels';

/** The verdict as a coloured label. */
export function VerdictChip({ verdict }: { verdict: InspectionVerdict }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${verdictClasses[verdict]}`}>
      {i18n._(verdictLabels[verdict])}
    </span>
  );
}
