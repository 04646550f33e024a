import { formatVisitDay, formatVisitTime } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';

/**
 * The listing's picture and name with the visit's time, big enough to read at arm's length in the
 * sun: the time first, then its day, on Bangladesh's clock.
 */
export function VisitHeading({
  listing,
  slotAt,
  headingId,
  level = 'h3',
}: {
  listing: { name: string; img: string };
  slotAt: string;
  headingId?: string;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  return (
    <div className="flex gap-3">
      <img
        src={imageCopy(listing.img, 'thumb')}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="h-20 w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <Heading id={headingId} className="break-words text-lg font-bold leading-snug text-slate-800">
          {listing.name}
        </Heading>
        <p>
          <time dateTime={slotAt} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-extrabold text-brand-800">{formatVisitTime(slotAt)}</span>
            <span className="text-lg font-semibold text-slate-700">{formatVisitDay(slotAt)}</span>
          </time>
        </p>
      </div>
    </div>
  );
}
