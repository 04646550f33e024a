import { Trans } from '@lingui/react/macro';
import { SavedSearchesList } from '@/features/saved-searches/components/saved-searches-list';

/** /dashboard/saved-searches: the searches a person saved, for every role. */
export function SavedSearchesPage() {
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Saved searches</Trans>
      </h1>
      <p className="mb-4 text-slate-600">
        <Trans>We tell you when a new listing matches one: at once, or once a day.</Trans>
      </p>
      <SavedSearchesList />
    </section>
  );
}
