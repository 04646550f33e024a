import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SEARCH_NAME_MAX, savedSearchUpdateSchema, type SavedSearchUpdate } from '@shared/schemas/notifications';
import { useUpdateSavedSearch, type SavedSearch } from '@/features/saved-searches/api/saved-searches';

/** A new name for a saved search, checked with the API's own schema. */
export function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSavedSearch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof savedSearchUpdateSchema>, unknown, SavedSearchUpdate>({
    resolver: zodResolver(savedSearchUpdateSchema),
    defaultValues: { name: search.name },
  });
  const onSubmit = handleSubmit(async (change) => {
    try {
      await update.mutateAsync({ id: search.id, change });
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
      setError('root', { message });
      toast.error(message);
    }
  });
  return (
    <Modal open labelledBy="rename-search-title" width="w-[min(94vw,26rem)]" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <h2 id="rename-search-title" className="text-lg font-bold text-slate-800">
          <Trans>Rename this search</Trans>
        </h2>
        <FormField label={t`Name`} error={errors.name?.message}>
          {(field) => (
            <input {...field} {...register('name')} maxLength={SEARCH_NAME_MAX} autoFocus className={inputClass} />
          )}
        </FormField>
        <FormError message={errors.root?.message ?? ''} />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>cancel</Trans>
          </button>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
