import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '@/components/icon';
import { Link, useLocation } from '@/lib/router';

// The form (and its validation, with zod) loads when someone first chooses to save a search.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/**
 * "Save this search" for the list on screen: signed in, it opens the save dialog with the list's
 * filters; signed out, it leads to sign-in and back here. `signedIn` is undefined while that is
 * not known yet.
 */
export function SaveSearchButton({
  query,
  signedIn,
}: {
  /** The list's query string as /allproduct keeps it: its order and paging are not saved. */
  query: Record<string, string | undefined>;
  signedIn: boolean | undefined;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const label = (
    <>
      <Icon name="bell-outline" /> <Trans>Save this search</Trans>
    </>
  );
  const className = 'btn min-h-11 border border-brand-700 text-brand-800 hover:bg-brand-50';
  if (signedIn === false) {
    return (
      <Link to="/login" state={{ from: location.pathname + location.search }} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} disabled={signedIn === undefined} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
