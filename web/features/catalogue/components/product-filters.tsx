import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentProps } from 'react';
import { conditionLabels } from '@/components/product-card';
import { acTons, acTypes } from '@shared/unit-specs';
import { tonsLabel, typeLabel } from '@/lib/ac-specs';
import { brandOptions } from '@/lib/brand-options';
import { currencySymbol, formatNumber } from '@/lib/format';
import { districtOptions, divisionOptions } from '@/lib/places';
import { useCategories } from '@/lib/categories';
import { recommendedTons, type Room } from '@shared/advisor/room-size';
import { filterKeys, type ProductFilters } from '@/features/catalogue/api/products';
import { roomSearch, type RoomSearch } from '@/features/catalogue/api/room-search';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** One of the form's lists; `anyLabel` names its first choice, which sets no filter. */
function FilterSelect({
  label,
  anyLabel,
  options,
  ...select
}: {
  label: string;
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
} & Pick<ComponentProps<'select'>, 'name' | 'defaultValue' | 'value' | 'onChange'>) {
  return (
    <label className={labelClass}>
      {label}
      <select {...select} className={fieldClass}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filters a visitor set beyond the search text and the default order (one seller's list is a page, not a filter). */
const activeFilterCount = (filters: ProductFilters) =>
  filterKeys.filter((key) => key !== 'q' && key !== 'sort' && key !== 'seller' && filters[key]).length +
  (filters.sort && filters.sort !== 'newest' ? 1 : 0);

/** What the "Fits my room" dialog shows: a room's fields, and what to do with the room described. */
export interface RoomFormProps {
  /** The room the URL holds, to change. */
  room: Room | null;
  onApply: (room: Room) => void;
  onCancel: () => void;
}

/** The form's fields as the filters they set, trimmed. */
const filtersIn = (form: HTMLFormElement) =>
  Object.fromEntries(
    [...new FormData(form).entries()].map(([key, value]) => [key, String(value).trim()]),
  ) as ProductFilters;

/**
 * "Fits my room" (issue 61): the button that opens the room's fields, and the room chosen (its
 * capacity is `recommendedTons` of it), with a way to clear it.
 */
function RoomFilter({
  room,
  canDescribe,
  onOpen,
  onClear,
}: {
  room: Room | null;
  canDescribe: boolean;
  onOpen: () => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const tons = room && recommendedTons(room);
  if (!canDescribe && !tons) return null;
  const [length, width, size] = room && tons ? [room.lengthFt, room.widthFt, tons].map(formatNumber) : [];
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
      {canDescribe && (
        <button
          type="button"
          className="btn-ghost min-h-11 ring-1 ring-slate-300"
          aria-haspopup="dialog"
          onClick={onOpen}
        >
          <Icon name="air-conditioner" /> <Trans>Fits my room</Trans>
        </button>
      )}
      {tons && (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
          {t`Fits my room: ${length} × ${width} ft → ${size} ton`}
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-100"
            aria-label={t`Clear my room`}
            onClick={onClear}
          >
            <Icon name="close" />
          </button>
        </span>
      )}
    </div>
  );
}

/**
 * Search and filters for /allproduct. The form submits as a GET, so the browser puts the filters
 * in the URL: a filtered list can be shared and survives a reload. On phones only the search box
 * shows at first; "Filters" (with the number set) opens the rest, so the products stay in view.
 *
 * "Fits my room" (issue 61): a visitor describes their room (`roomForm`, which the page supplies)
 * and the list shows the capacity it needs. The room stays in the URL beside the filters
 * (`roomSearch`), never sent to the API; picking another capacity, or clearing the room, lets it go.
 */
export function ProductFilterForm({
  filters,
  room = null,
  roomForm: RoomForm,
  onChange,
}: {
  filters: ProductFilters;
  /** The room of "Fits my room" that the URL holds (`roomFromSearch`); `filters.tons` is what it needs. */
  room?: Room | null;
  /** The fields that describe a room; without them there is no "Fits my room" to open. */
  roomForm?: React.ComponentType<RoomFormProps>;
  /** The filters to show: the URL's query string, with the room's parameters while one is chosen. */
  onChange: (filters: ProductFilters & RoomSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const symbol = currencySymbol();
  const { data: categories } = useCategories();
  // The district list follows the division picked, before the form is sent.
  const [division, setDivision] = useState(filters.division ?? '');
  const [open, setOpen] = useState(false);
  const [roomOpen, setRoomOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const roomTons = room && recommendedTons(room);
  const priceBound = (name: 'minPrice' | 'maxPrice', label: string) => (
    <label className={labelClass}>
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
  const activeText = formatNumber(active);
  const submit = (
    <button type="submit" className="btn-primary">
      <Icon name="magnify" /> <Trans>Search</Trans>
    </button>
  );
  return (
    <>
      <form
        ref={form}
        role="search"
        aria-label={t`Search products`}
        className="mb-8 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          const next = filtersIn(event.currentTarget);
          // The room stays while the capacity is the one it needs; another capacity picked replaces it.
          onChange(room && roomTons && next.tons === String(roomTons) ? { ...next, ...roomSearch(room) } : next);
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
            <Icon name="tune-variant" /> {active > 0 ? t`Filters (${activeText})` : t`Filters`}
          </button>
          {!open && submit}
        </div>
        <div id="product-filter-fields" className={open ? 'contents' : 'hidden sm:contents'}>
          <FilterSelect
            label={t`Category`}
            name="category"
            defaultValue={filters.category}
            anyLabel={t`All categories`}
            options={categories?.map((category) => ({ value: category._id, label: category.name })) ?? []}
          />
          <FilterSelect
            label={t`Condition`}
            name="condition"
            defaultValue={filters.condition}
            anyLabel={t`Any condition`}
            options={Object.entries(conditionLabels).map(([value, label]) => ({ value, label: i18n._(label) }))}
          />
          <FilterSelect
            label={t`Brand`}
            name="brand"
            defaultValue={filters.brand}
            anyLabel={t`Any brand`}
            options={brandOptions()}
          />
          <FilterSelect
            label={t`Type`}
            name="type"
            defaultValue={filters.type}
            anyLabel={t`Any type`}
            options={acTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          />
          <FilterSelect
            label={t`Capacity`}
            name="tons"
            defaultValue={filters.tons}
            anyLabel={t`Any capacity`}
            options={acTons.map((tons) => ({ value: String(tons), label: tonsLabel(tons) }))}
          />
          <FilterSelect
            label={t`Inverter`}
            name="inverter"
            defaultValue={filters.inverter}
            anyLabel={t`Inverter or not`}
            options={[
              { value: 'yes', label: t`Inverter only` },
              { value: 'no', label: t`Non-inverter only` },
            ]}
          />
          <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="inspected"
              value="yes"
              defaultChecked={filters.inspected === 'yes'}
              className="h-5 w-5 accent-brand-700"
            />
            <Trans>Inspected only</Trans>
          </label>
          <FilterSelect
            label={t`Division`}
            name="division"
            value={division}
            onChange={(event) => setDivision(event.target.value)}
            anyLabel={t`All of Bangladesh`}
            options={divisionOptions().map((option) => ({ value: option.id, label: option.name }))}
          />
          {/* Keyed by division: a district of the division picked before resets to "all". */}
          <FilterSelect
            key={division}
            label={t`District`}
            name="district"
            defaultValue={filters.district}
            anyLabel={t`All districts`}
            options={districtOptions(division).map((option) => ({ value: option.id, label: option.name }))}
          />
          <label className={labelClass}>
            <Trans>Location</Trans>
            <input name="location" defaultValue={filters.location} placeholder={t`e.g. Dhaka`} className={fieldClass} />
          </label>
          {priceBound('minPrice', t`Min price (${symbol})`)}
          {priceBound('maxPrice', t`Max price (${symbol})`)}
          <FilterSelect
            label={t`Sort by`}
            name="sort"
            defaultValue={filters.sort ?? 'newest'}
            options={[
              { value: 'newest', label: t`Newest first` },
              { value: 'price-asc', label: t`Price: low to high` },
              { value: 'price-desc', label: t`Price: high to low` },
            ]}
          />
        </div>
        {/* Outside the fields a phone folds away: a room chosen stays in sight. */}
        <RoomFilter
          room={room}
          canDescribe={RoomForm !== undefined}
          onOpen={() => setRoomOpen(true)}
          onClear={() => onChange({ ...filtersIn(form.current!), tons: '' })}
        />
        <div className={`${open ? 'flex' : 'hidden sm:flex'} items-end sm:col-span-2 lg:col-span-4`}>{submit}</div>
      </form>
      {/* A sibling of the search form, not inside it: the room's fields are a form of their own. */}
      {RoomForm && (
        <Modal
          open={roomOpen}
          labelledBy="room-size-title"
          width="w-[min(94vw,28rem)]"
          onClose={() => setRoomOpen(false)}
        >
          <h2 id="room-size-title" className="mb-1 text-lg font-bold text-slate-800">
            <Trans>Fits my room</Trans>
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            <Trans>Describe the room and we show the ACs of the size it needs.</Trans>
          </p>
          <RoomForm
            room={room}
            onApply={(described) => {
              const tons = recommendedTons(described);
              if (tons === null) return;
              setRoomOpen(false);
              // The form's fields as they stand (sent or not), with the capacity the room needs.
              onChange({ ...filtersIn(form.current!), tons: String(tons), ...roomSearch(described) });
            }}
            onCancel={() => setRoomOpen(false)}
          />
        </Modal>
      )}
    </>
  );
}
