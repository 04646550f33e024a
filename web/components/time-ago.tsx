import { formatAgo, formatMoment } from '@/lib/format';

interface Props {
  /** The moment: an ISO string from the API, or epoch ms. */
  at: string | number;
  className?: string;
}

/**
 * How long ago a moment was (3 hr ago, ৩ ঘণ্টা আগে; its date from a week on), with the full date
 * and time as formatMoment writes it on hover and in `dateTime` for machines. Nothing for a value
 * that is not a date.
 */
export function TimeAgo({ at, className }: Props) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={formatMoment(iso)} className={className}>
      {formatAgo(date.getTime())}
    </time>
  );
}
