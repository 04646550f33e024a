import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDelete } from '@/components/confirm-dialog';
import { QueryList } from '@/components/query-list';
import { useCategories } from '@/lib/categories';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/router';
import { alertFrequencies, type AlertFrequency } from '@shared/domain';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  type SavedSearch,
} from '@/features/saved-searches/api/saved-searches';
import { filterPhrases, searchPath } from '@/features/saved-searches/lib/describe-filters';
import { frequencyLabels } from './frequency-choice';
import { RenameDialog } from './rename-dialog';

/** One saved search: its filters in words, how often it alerts (changed in place), open, rename, delete. */
function SavedSearchCard({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const { data: categories } = useCategories();
  const update = useUpdateSavedSearch();
  const phrases = filterPhrases(search.filters, (id) => categories?.find((c) => c._id === id)?.name);
  const name = search.name;
  const savedOn = formatDate(search.createdAt);
  const changeFrequency = (frequency: AlertFrequency) =>
    update.mutate(
      { id: search.id, change: { frequency } },
      {
        onSuccess: () => {
          const how = i18n._(frequencyLabels[frequency]);
          toast.success(t`${name}: ${how}.`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h2 className="text-lg font-semibold text-slate-800">{name}</h2>
        <p className="text-sm text-slate-600">
          {phrases.length > 0 ? phrases.join(' · ') : <Trans>Every new listing</Trans>}
        </p>
        <p className="text-xs text-slate-500">
          <Trans>Saved on {savedOn}</Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>How often</Trans>
          <select
            value={search.frequency}
            disabled={update.isPending}
            aria-label={t`How often: ${ph({ name })}`}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2"
            onChange={(event) => changeFrequency(event.target.value as AlertFrequency)}
          >
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {i18n._(frequencyLabels[frequency])}
              </option>
            ))}
          </select>
        </label>
        <Link to={searchPath(search.filters)} className="btn-primary min-h-11" aria-label={t`Open ${ph({ name })}`}>
          <Trans>Open</Trans>
        </Link>
        <button type="button" className="btn-ghost min-h-11" aria-label={t`Rename ${ph({ name })}`} onClick={onRename}>
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11 text-red-700"
          aria-label={t`Delete ${ph({ name })}`}
          onClick={onDelete}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

/** The signed-in person's saved searches (the dashboard's Saved searches). */
export function SavedSearchesList() {
  const { t } = useLingui();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  return (
    <>
      <QueryList
        query={searches}
        empty={t`You have no saved searches yet. Search the listings, then choose Save this search to hear of new ones.`}
        emptyAction={
          <Link to="/allproduct" className="btn-primary">
            <Trans>Search the listings</Trans>
          </Link>
        }
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((search) => (
              <SavedSearchCard
                key={search.id}
                search={search}
                onRename={() => setRenaming(search)}
                onDelete={() => setDeleting(search)}
              />
            ))}
          </ul>
        )}
      </QueryList>
      {renaming && <RenameDialog search={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDelete
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </>
  );
}
