import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';

/**
 * Says, under the navbar, that there is no network and that the pages show the app's copy of what
 * was seen last (docs/decisions/030-offline.md). The live region is always there, so a screen
 * reader announces the banner when it comes. Not a `status` role: a conversation has its own
 * status line for its connection, which says "Offline" too.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div aria-live="polite">
      {!online && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <Trans>You are offline. Showing what you saw last.</Trans>
        </p>
      )}
    </div>
  );
}
