import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from '@/lib/router';
import { useMyVerification } from '@/features/verification/api/verification';
import { verbatim } from '@/lib/verbatim';

/** How long the dashboard tells a seller of an admin's answer. */
const TOLD_FOR_MS = 14 * 86_400_000;

/** A seller's dashboard tells them an admin answered their verification request, either way. */
export function VerificationNotice({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const mine = useMyVerification(enabled);
  // Read once: the notice fades after a fortnight, not while it is on screen.
  const [now] = useState(() => Date.now());
  const request = mine.data?.request;
  if (!request?.decidedAt || pathname === '/dashboard/verification') return null;
  if (now - new Date(request.decidedAt).getTime() > TOLD_FOR_MS) return null;
  if (mine.data?.verified && request.outcome === 'declined') return null;
  if (request.outcome === 'verified') {
    return (
      <div role="status" className="mb-4 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <Trans>You are verified: buyers now see the Verified badge on your listings and your profile.</Trans>
      </div>
    );
  }
  const reason = verbatim(request.reason);
  return (
    <div role="status" className="mb-4 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      <p className="break-words">
        <Trans>Your verification request was declined. Reason: {reason}</Trans>
      </p>
      <Link to="/dashboard/verification" className="mt-1 inline-block font-medium underline">
        <Trans>Send a new request</Trans>
      </Link>
    </div>
  );
}
