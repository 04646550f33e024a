import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { PhoneLink } from '@/components/phone-link';
import { formatPhone } from '@shared/phone-numbers';

/** Where the technician goes and whom they call: the address to read out, the number a tap calls. */
export function VisitContact({ visit }: { visit: { address: string | null; phone: string | null } }) {
  return (
    <dl className="mt-3 flex flex-col gap-2">
      {visit.address && (
        <div>
          <dt className="text-sm font-medium text-slate-600">
            <Trans>Address</Trans>
          </dt>
          <dd className="whitespace-pre-line break-words text-lg text-slate-900">{visit.address}</dd>
        </div>
      )}
      {visit.phone && (
        <div>
          <dt className="text-sm font-medium text-slate-600">
            <Trans>Phone</Trans>
          </dt>
          <dd className="mt-1 flex items-center gap-2">
            <Icon name="phone" className="text-xl text-green-700" />
            <PhoneLink
              phone={formatPhone(visit.phone)}
              className="inline-flex min-h-12 items-center text-xl font-bold text-brand-700 underline"
            />
          </dd>
        </div>
      )}
    </dl>
  );
}
