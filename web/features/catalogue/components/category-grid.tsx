import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { CardSkeletons, categoryCardBody } from '@/components/card-skeletons';
import { useCategories } from '@/lib/categories';

/** Every category as a card that opens its products (docs/product.md's home category grid). */
export function CategoryGrid() {
  const { t } = useLingui();
  const { data: categories, isPending, isError, error } = useCategories();
  return (
    <section aria-labelledby="categories-heading" className="container-page py-12">
      <h2 id="categories-heading" className="mb-2 text-center text-3xl font-bold text-slate-800">
        <Trans>Shop by category</Trans>
      </h2>
      <p className="mb-8 text-center text-slate-600">
        <Trans>Used air conditioners and coolers from sellers across Bangladesh.</Trans>
      </p>
      {isPending && <CardSkeletons label={t`Loading categories…`} bodyClassName={categoryCardBody} />}
      {isError && (
        <p role="alert" className="text-center text-red-700">
          {error.message}
        </p>
      )}
      {categories && (
        // On phones each category is a row, a small picture beside its text: the whole list fits in
        // a screen or so instead of five.
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category._id}>
              <Link
                to={`/products/${category._id}`}
                className="group flex h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md sm:block"
              >
                <img
                  src={category.img}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="w-32 shrink-0 object-cover transition group-hover:scale-[1.02] sm:aspect-[4/3] sm:w-full"
                />
                <div className="p-4 sm:p-5">
                  <h3 className="text-lg font-semibold text-slate-800 sm:text-xl">{category.name}</h3>
                  <p className="mt-1 text-sm text-slate-600 sm:text-base">{category.about}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
