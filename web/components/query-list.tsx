import { Spinner } from './spinner';

/** A list query's states: a spinner, its error, a sentence when it is empty, else its rows. */
export function QueryList<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: T[] };
  empty: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error?.message}
      </p>
    );
  if (!query.data || query.data.length === 0) return <p className="text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}
