import { useCategories } from '../api/get-categories';
import type { ProductFilters } from '../api/products';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

/**
 * Search and filters for /allproduct. The form submits as a GET, so the browser puts the filters
 * in the URL: a filtered list can be shared and survives a reload.
 */
export function ProductFilterForm({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}) {
  const { data: categories } = useCategories();
  return (
    <form
      role="search"
      aria-label="Search products"
      className="mb-8 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChange(
          Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value).trim()])) as ProductFilters,
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-2">
        Search
        <input
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Brand, model or area"
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Category
        <select name="category" defaultValue={filters.category ?? ''} className={fieldClass}>
          <option value="">All categories</option>
          {categories?.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Condition
        <select name="condition" defaultValue={filters.condition ?? ''} className={fieldClass}>
          <option value="">Any condition</option>
          <option value="excellent">excellent</option>
          <option value="good">good</option>
          <option value="fair">fair</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Location
        <input name="location" defaultValue={filters.location} placeholder="e.g. Dhaka" className={fieldClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Min price ($)
        <input
          name="minPrice"
          type="number"
          min="0"
          step="any"
          inputMode="decimal"
          defaultValue={filters.minPrice}
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Max price ($)
        <input
          name="maxPrice"
          type="number"
          min="0"
          step="any"
          inputMode="decimal"
          defaultValue={filters.maxPrice}
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Sort by
        <select name="sort" defaultValue={filters.sort ?? 'newest'} className={fieldClass}>
          <option value="newest">Newest first</option>
          <option value="price-asc">Price: low to high</option>
          <option value="price-desc">Price: high to low</option>
        </select>
      </label>
      <div className="flex items-end sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          <span aria-hidden="true" className="i-mdi-magnify" /> Search
        </button>
      </div>
    </form>
  );
}
