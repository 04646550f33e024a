import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { catalogText } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { savedSearchInputSchema, SEARCH_NAME_MAX, type SavedSearchInput } from '@shared/schemas/notifications';
import { useSaveSearch } from '@/features/saved-searches/api/saved-searches';
import { savedFiltersOf, suggestedName } from '@/features/saved-searches/lib/describe-filters';
import { FrequencyChoice } from './frequency-choice';

type FormValues = z.input<typeof savedSearchInputSchema>;

/** The first message among a field's errors: its own, or one of its parts'. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(firstMessage).find(Boolean);
}

/**
 * Saves the search on screen: a name (suggested from its filters) and how often to hear of new
 * listings that match. The form checks with the API's own schema; its filters are the list's.
 */
export function SaveSearchDialog({
  query,
  onClose,
}: {
  /** The list's query string as /allproduct keeps it; what a saved search keeps of it is saved. */
  query: Record<string, string | undefined>;
  onClose: () => void;
}) {
  // The suggested name says the category by name: /allproduct has the categories already.
  const categories = useCategories();
  const filters = savedFiltersOf(query);
  return (
    <Modal open labelledBy="save-search-title" width="w-[min(94vw,28rem)]" onClose={onClose}>
      {categories.isPending ? (
        <Spinner />
      ) : (
        <SaveSearchForm
          filters={filters}
          name={suggestedName(filters, (id) => categories.data?.find((c) => c._id === id)?.name)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function SaveSearchForm({
  filters,
  name,
  onClose,
}: {
  filters: Record<string, string>;
  name: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveSearch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SavedSearchInput>({
    resolver: zodResolver(savedSearchInputSchema),
    defaultValues: { name, frequency: 'instant', filters },
  });
  // The filters come from the address, not a field: a problem with them is the form's.
  const filterProblem = firstMessage(errors.filters);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t`Search saved. We will tell you about new listings that match.`);
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
      const nameIssue = error instanceof ApiRequestError && error.issues.find((issue) => issue.path === 'name');
      setError(nameIssue ? 'name' : 'root', { message: nameIssue ? nameIssue.message : message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <h2 id="save-search-title" className="text-lg font-bold text-slate-800">
        <Trans>Save this search</Trans>
      </h2>
      <FormField label={t`Name`} error={errors.name?.message}>
        {(field) => (
          <input {...field} {...register('name')} maxLength={SEARCH_NAME_MAX} autoFocus className={inputClass} />
        )}
      </FormField>
      <FrequencyChoice legend={t`How often should we tell you?`} {...register('frequency')} />
      <FormError message={filterProblem ? catalogText(filterProblem) : (errors.root?.message ?? '')} />
      <p className="text-sm text-slate-600">
        <Trans>
          Change or delete it any time in{' '}
          <Link to="/dashboard/saved-searches" className="font-semibold text-brand-700 underline">
            Saved searches
          </Link>
          .
        </Trans>
      </p>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          <Trans>cancel</Trans>
        </button>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}
