import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { conditionLabels } from '../../../components/product-card';
import { acTons, acTypes } from '../../../../worker/unit-specs';
import { tonsLabel, typeLabel } from '../../../lib/ac-specs';
import { brandOptions } from '../../../lib/brand-options';
import { currencySymbol } from '../../../lib/format';
import { districtOptions, divisionOptions } from '../../../lib/places';
import { useCategories } from '../../../lib/categories';
import { filterKeys, type ProductFilters } from '../api/products';
import { Icon } from '../../../components/icon';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

/** The filters a visitor set beyond the search text and the default order (one seller's list is a page, not a filter). */
const activeFilterCount = (filters: ProductFilters) =>
  filterKeys.filter((key) => key !== 'q' && key !== 'sort' && key !== 'seller' && filters[key]).length +
  (filters.sort && filters.sort !== 'newest' ? 1 : 0);

/**
 * Search and filters for /allproduct. The form submits as a GET, so the browser puts the filters
 * in the URL: a filtered list can be shared and survives a reload. On phones only the search box
 * shows at first; "Filters" (with the number set) opens the rest, so the products stay in view.
 */
export function ProductFilterForm({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const symbol = currencySymbol();
  const { data: categories } = useCategories();
  // The district list follows the division picked, before the form is sent.
  const [division, setDivision] = useState(filters.division ?? '');
  const [open, setOpen] = useState(false);
  const priceBound = (name: 'minPrice' | 'maxPrice', label: string) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        name={name}
        type="number"
        min="0"
        step="any"
        inputMode="decimal"
        defaultValue={filters[name]}
        className={fieldClass}
      />
    </label>
  );
  const active = activeFilterCount(filters);
  const submit = (
    <button type="submit" className="btn-primary">
      <Icon name="magnify" /> <Trans>Search</Trans>
    </button>
  );
  return (
    <form
      role="search"
      aria-label={t`Search products`}
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
        <Trans>Search</Trans>
        <input
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={t`Brand, model or area`}
          className={fieldClass}
        />
      </label>
      <div className="flex gap-3 sm:hidden">
        <button
          type="button"
          className="btn-ghost ring-1 ring-slate-300"
          aria-expanded={open}
          aria-controls="product-filter-fields"
          onClick={() => setOpen(!open)}
        >
          <Icon name="tune-variant" /> {active > 0 ? t`Filters (${active})` : t`Filters`}
        </button>
        {!open && submit}
      </div>
      <div id="product-filter-fields" className={open ? 'contents' : 'hidden sm:contents'}>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Category</Trans>
          <select name="category" defaultValue={filters.category ?? ''} className={fieldClass}>
            <option value="">{t`All categories`}</option>
            {categories?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Condition</Trans>
          <select name="condition" defaultValue={filters.condition ?? ''} className={fieldClass}>
            <option value="">{t`Any condition`}</option>
            {Object.entries(conditionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Brand</Trans>
          <select name="brand" defaultValue={filters.brand ?? ''} className={fieldClass}>
            <option value="">{t`Any brand`}</option>
            {brandOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Type</Trans>
          <select name="type" defaultValue={filters.type ?? ''} className={fieldClass}>
            <option value="">{t`Any type`}</option>
            {acTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Capacity</Trans>
          <select name="tons" defaultValue={filters.tons ?? ''} className={fieldClass}>
            <option value="">{t`Any capacity`}</option>
            {acTons.map((tons) => (
              <option key={tons} value={String(tons)}>
                {tonsLabel(tons)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Inverter</Trans>
          <select name="inverter" defaultValue={filters.inverter ?? ''} className={fieldClass}>
            <option value="">{t`Inverter or not`}</option>
            <option value="yes">{t`Inverter only`}</option>
            <option value="no">{t`Non-inverter only`}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Division</Trans>
          <select
            name="division"
            value={division}
            onChange={(event) => setDivision(event.target.value)}
            className={fieldClass}
          >
            <option value="">{t`All of Bangladesh`}</option>
            {divisionOptions().map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>District</Trans>
          {/* Keyed by division: a district of the division picked before resets to "all". */}
          <select key={division} name="district" defaultValue={filters.district ?? ''} className={fieldClass}>
            <option value="">{t`All districts`}</option>
            {districtOptions(division).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Location</Trans>
          <input name="location" defaultValue={filters.location} placeholder={t`e.g. Dhaka`} className={fieldClass} />
        </label>
        {priceBound('minPrice', t`Min price (${symbol})`)}
        {priceBound('maxPrice', t`Max price (${symbol})`)}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Sort by</Trans>
          <select name="sort" defaultValue={filters.sort ?? 'newest'} className={fieldClass}>
            <option value="newest">{t`Newest first`}</option>
            <option value="price-asc">{t`Price: low to high`}</option>
            <option value="price-desc">{t`Price: high to low`}</option>
          </select>
        </label>
      </div>
      <div className={`${open ? 'flex' : 'hidden sm:flex'} items-end sm:col-span-2 lg:col-span-4`}>{submit}</div>
    </form>
  );
}
