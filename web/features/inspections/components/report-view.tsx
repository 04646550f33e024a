import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import type { ReportData } from '@/features/inspections/api/inspection';
import { VerdictChip } from './verdict-chip';

/** A reading, in the page's digits; a dash for one the report lacks. */
const reading = (value: number | null) => (value === null ? '—' : formatNumber(value));

/**
 * A technician's whole report: the verdict (unless shown beside it already), every reading and check of the checklist, the serial
 * plate's photos, the notes, who made it and when.
 */
export function ReportView({ report, withVerdict = true }: { report: ReportData; withVerdict?: boolean }) {
  const { t } = useLingui();
  const yesNo = (value: boolean | null) => (value === null ? '—' : value ? t`Yes` : t`No`);
  const drop = reading(report.coolingDropC);
  const psi = reading(report.pressurePsi);
  const amps = reading(report.compressorAmps);
  const rated = reading(report.ratedAmps);
  const doneOn = formatDate(report.doneAt);
  const rows: [string, React.ReactNode][] = [
    [t`Cooling (temperature drop across the indoor unit)`, `${drop} °C`],
    [t`Refrigerant pressure`, `${psi} psi`],
    [t`Compressor current`, t`${amps} A (rated ${rated} A)`],
    [t`Runs quietly`, yesNo(report.noiseOk)],
    [t`Leaks found`, yesNo(report.leaksFound)],
    [t`Remote works`, yesNo(report.remoteOk)],
    [t`Display works`, yesNo(report.displayOk)],
    [t`Serial number`, report.serialNumber ?? '—'],
    [t`Technician`, report.technician ?? '—'],
    [t`Inspected on`, doneOn],
    ...(report.endsAt ? [[t`Report valid until`, formatDate(report.endsAt)] as [string, string]] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      {withVerdict && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-700">
            <Trans>Verdict</Trans>
          </span>
          <VerdictChip verdict={report.verdict} />
        </p>
      )}
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {report.notes && (
        <div>
          <h4 className="text-sm font-semibold text-slate-700">
            <Trans>Technician's notes</Trans>
          </h4>
          <p className="whitespace-pre-line text-slate-700">{report.notes}</p>
        </div>
      )}
      {report.photos.length > 0 && (
        <ul aria-label={t`Photos from the inspection`} className="grid grid-cols-3 gap-2">
          {report.photos.map((photo, index) => {
            const number = formatNumber(index + 1);
            return (
              <li key={photo}>
                <a href={photo} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={imageCopy(photo, 'thumb')}
                    alt={t`Inspection photo ${number}`}
                    loading="lazy"
                    decoding="async"
                    width={320}
                    height={240}
                    className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
