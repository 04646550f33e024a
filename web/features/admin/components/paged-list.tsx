import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Spinner } from '@/components/spinner';
import { ADMIN_SEARCH_MAX } from '@shared/schemas/admin-lists';
import type { AdminPage } from '@/features/admin/api/list-pages';

/** What PagedList reads of TanStack Query's infinite query. */
interface PagedQuery<Item> {
  data?: { pages: AdminPage<Item>[] };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  /** The rows shown are the previous search's, while this one's load. */
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * An admins' table's rows, page after page: a spinner, its error, a sentence when nothing is there,
 * else the rows and "Load more" while pages remain. A search reads a bounded stretch of the list a
 * page (worker/admin/list-pages.ts), so a page may come back empty with more to read: the list
 * reads on by itself until it finds a row or reaches the end, rather than saying "none" too early.
 */
export function PagedList<Item>({
  query,
  empty,
  children,
}: {
  query: PagedQuery<Item>;
  empty: string;
  children: (rows: Item[]) => React.ReactNode;
}) {
  const { t } = useLingui();
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const readingOn = rows?.length === 0 && hasNextPage && !isFetchNextPageError && !isPlaceholderData;
  useEffect(() => {
    if (readingOn && !isFetchingNextPage) void fetchNextPage();
  }, [readingOn, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Spinner />;
  if (readingOn || (isPlaceholderData && rows?.length === 0)) return <Spinner label={t`Searching…`} />;
  const error = query.isError && (
    <p role="alert" className="text-red-700">
      {query.error?.message}
    </p>
  );
  if (!rows || rows.length === 0) return error || <p className="text-slate-600">{empty}</p>;
  return (
    <>
      {children(rows)}
      {error}
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="btn-ghost min-h-11 border border-slate-300"
            disabled={isFetchingNextPage || isPlaceholderData}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
          </button>
        </div>
      )}
    </>
  );
}

/** A table's search box: its text is `value`, as typed; the table searches once typing pauses. */
export function TableSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div role="search" className="mb-4">
      <input
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={ADMIN_SEARCH_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 sm:max-w-sm focus:(border-brand-600 outline-none ring-2 ring-brand-100)"
      />
    </div>
  );
}
