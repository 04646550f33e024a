import { Spinner } from './spinner';

/**
 * A list query's states: a spinner, its error, a sentence when it is empty (with what to do next,
 * `emptyAction`, where there is something), else its rows.
 */
export function QueryList<T>({
  query,
  empty,
  emptyAction,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: T[] };
  empty: string;
  emptyAction?: React.ReactNode;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error?.message}
      </p>
    );
  if (!query.data || query.data.length === 0) {
    const sentence = <p className="text-slate-600">{empty}</p>;
    return emptyAction ? (
      <div className="flex flex-col items-start gap-3">
        {sentence}
        {emptyAction}
      </div>
    ) : (
      sentence
    );
  }
  return <>{children(query.data)}</>;
}
