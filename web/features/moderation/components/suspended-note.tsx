import { Trans } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { formatDate } from '@/lib/format';

/** The caller's suspension as GET /api/account/standing tells it. */
export interface Suspension {
  until: string | null;
}

/**
 * In place of Book Now, the wish list, Message seller and Report for a suspended account: it says
 * so before anything is typed. The dashboard's SuspensionNotice says why; the first sentence is its
 * own (the same messages), written here as this note is in the catalog every page loads.
 */
export function SuspendedNote({ suspension }: { suspension: Suspension }) {
  return (
    <div className="w-full rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">
        {suspension.until ? (
          <Trans>Your account is suspended until {formatDate(suspension.until)}.</Trans>
        ) : (
          <Trans>Your account is suspended until an admin lifts it.</Trans>
        )}
      </p>
      <p className="mt-1">
        <Trans>
          Meanwhile you cannot book, add to your wish list, message sellers or report.{' '}
          <Link to="/dashboard" className="inline-block py-2 font-semibold underline">
            See why
          </Link>
        </Trans>
      </p>
    </div>
  );
}
