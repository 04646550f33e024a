import { Spinner } from './spinner';

interface Props {
  /** What screen readers hear while loading. */
  label: string;
  /** The height of a card but its picture (beside it on phones, under it from 640 px), close to the real cards'. */
  bodyClassName: string;
  count?: number;
}

/**
 * The loader of a card grid: the spinner over grey cards the size of the real ones, so the page
 * below does not jump when the data arrives (the performance targets: CLS at most 0.02).
 */
export function CardSkeletons({ label, bodyClassName, count = 3 }: Props) {
  return (
    <div className="relative">
      {/* Rows on phones, a small picture beside the text, as the cards are. */}
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 sm:block">
            <div className="w-32 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-full" />
            <div className={bodyClassName} />
          </li>
        ))}
      </ul>
      <div className="absolute inset-x-0 top-0">
        <Spinner label={label} />
      </div>
    </div>
  );
}

/** A product card but its picture (name, price, seller, five facts, description, buttons), on a phone and from 640 px. */
export const productCardBody = 'h-[27rem] sm:h-96';
/** Text beside (phones) or under a category card's picture: its name and a description of two or three lines. */
export const categoryCardBody = 'h-32';
