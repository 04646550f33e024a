import { Spinner } from './spinner';

interface Props {
  /** What screen readers hear while loading. */
  label: string;
  /** The height of the text under each card's 4:3 picture, close to the real cards'. */
  bodyClassName: string;
  count?: number;
  /** Cards that are rows on phones (a small picture beside the text), as the category grid's are. */
  rowsOnPhones?: boolean;
}

/**
 * The loader of a card grid: the spinner over grey cards the size of the real ones, so the page
 * below does not jump when the data arrives (issue 6: CLS at most 0.02).
 */
export function CardSkeletons({ label, bodyClassName, count = 3, rowsOnPhones = false }: Props) {
  return (
    <div className="relative">
      <ul
        aria-hidden="true"
        className={
          rowsOnPhones
            ? 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3'
            : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
        }
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className={
              rowsOnPhones
                ? 'flex overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 sm:block'
                : 'overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200'
            }
          >
            <div
              className={
                rowsOnPhones ? 'w-32 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-full' : 'aspect-[4/3] bg-slate-100'
              }
            />
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

/** Text under a product card's picture (name, seller, seven facts, description, buttons). */
export const productCardBody = 'h-96';
/** Text beside (phones) or under a category card's picture: its name and a description of two or three lines. */
export const categoryCardBody = 'h-32';
