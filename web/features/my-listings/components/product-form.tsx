import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { currencySymbol, formatMoment, formatNumber, formatPrice } from '@/lib/format';
import { feePercent } from '@/lib/settings';
import { basisPoints, feeOn, fromMinor, toMinor } from '@shared/money';
import { areaOf, districtOptions, divisionOfDistrict, divisionOptions } from '@/lib/places';
import { districtIds, divisionIds } from '@shared/places';
import { coolerHasNoTons, listingSchema, type ListingInput } from '@shared/schemas/listings';
import { acTons, acTypes, TONLESS_TYPE } from '@shared/unit-specs';
import { tonsLabel, typeLabel } from '@/lib/ac-specs';
import { brandOptions } from '@/lib/brand-options';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { PhotoPicker, storedPhoto, type PickedPhoto } from './photo-picker';
import { uploadImage } from '@/lib/upload-image';

/**
 * The form's own fields: docs/product.md's read-only ones and the photos picked; the rest is the API's schema.
 * Built on each render, so its messages are in the active language.
 */
function formSchema() {
  return (
    listingSchema
      .omit({ img: true, photos: true })
      .extend({
        division: z.enum(divisionIds, { error: t`Choose a division.` }),
        district: z.enum(districtIds, { error: t`Choose a district.` }),
        sellerName: z
          .string()
          .trim()
          .min(1, t`Name is Required`),
        publishDate: z
          .string()
          .trim()
          .min(1, t` Name is Required`),
        email: z
          .string()
          .trim()
          .min(1, t`Description is Required`),
        // An edit starts with the listing's photos, so both forms ask for one at least.
        photos: z.array(z.custom<PickedPhoto>()).min(1, t`Photo is Required`),
      })
      // The form asks for the district, which places the listing: the location beside it (the area)
      // is optional here, as its label says (the API's `locatedSomewhere` is for a body without one).
      .superRefine(coolerHasNoTons)
  );
}

type FormValues = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

interface Props {
  seller: { name: string; email: string };
  categories: { _id: string; name: string }[];
  /** Present when editing: the listing's current values and photos. */
  initial?: Partial<ListingInput> & { img: string };
  submitLabel: string;
  /** When set, the form cannot be saved yet, and this says why beside the submit button. */
  blockedReason?: string;
  onSave: (input: ListingInput) => Promise<void>;
  /** Live advice on the price as the seller types it, given the form's values as they are typed. */
  priceHint?: (values: PricedValues) => React.ReactNode;
}

/** Add A Product and its edit twin: uploads the new photos first and saves only if that succeeded. */
export function ProductForm({ seller, categories, initial, submitLabel, blockedReason, onSave, priceHint }: Props) {
  const { t } = useLingui();
  const symbol = currencySymbol();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState('');
  const blockedId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema()),
    defaultValues: {
      sellerName: seller.name,
      publishDate: formatMoment(new Date().toISOString()),
      email: seller.email,
      condition: 'good',
      categoryId: '',
      negotiable: false,
      ...initial,
      // A specification the listing leaves out is a blank choice.
      brand: initial?.brand ?? '',
      type: initial?.type ?? '',
      tons: initial?.tons != null ? String(initial.tons) : '',
      inverter: initial?.inverter == null ? '' : initial.inverter ? 'yes' : 'no',
      warrantyMonths: initial?.warrantyMonths ?? '',
      photos: initial ? [initial.img, ...(initial.photos ?? [])].map(storedPhoto) : [],
      division: divisionOfDistrict(initial?.district) as FormValues['division'],
      district: (initial?.district ?? '') as FormValues['district'],
      location: initial ? areaOf(initial) : '',
    },
  });
  const division = useWatch({ control, name: 'division' });
  const isCooler = useWatch({ control, name: 'type' }) === TONLESS_TYPE;
  // A resale price above the original is allowed (a unit may have been upgraded), but asked about.
  const [priceToConfirm, setPriceToConfirm] = useState<FormOutput | null>(null);
  // Saving after that question happens outside handleSubmit, so its own flag keeps the button busy.
  const [confirmedSave, setConfirmedSave] = useState(false);
  const saving = isSubmitting || confirmedSave;

  const save = async ({
    photos,
    sellerName: _name,
    publishDate: _date,
    email: _email,
    division: _division,
    ...fields
  }: FormOutput) => {
    setFailure('');
    const urls: string[] = [];
    try {
      // One photo after another: on a slow network each gets the whole connection.
      for (const photo of photos) {
        if (!('file' in photo)) {
          urls.push(photo.url);
          continue;
        }
        const report = (percent: number) => setProgress((all) => ({ ...all, [photo.id]: percent }));
        report(0);
        // The bar's first half is shrinking the photo, the second sending it.
        const photoToSend = await shrinkPhoto(photo.file, (percent) => report(Math.round(percent / 2)));
        urls.push(await uploadImage(photoToSend, (percent) => report(50 + Math.round(percent / 2))));
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`The photo could not be uploaded.`);
      return;
    } finally {
      setProgress({});
    }
    const [img = '', ...rest] = urls;
    try {
      await onSave({ ...fields, img, photos: rest });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`The product could not be saved.`);
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    if (blockedReason) return;
    if (values.price > values.originalPrice) setPriceToConfirm(values);
    else await save(values);
  });

  const text = (name: keyof FormValues, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => <input {...field} {...register(name)} {...props} className={inputClass} />}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={submitLabel}
      className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      {text('sellerName', t`Seller Name`, { readOnly: true })}
      {text('publishDate', t`Publish Date`, { readOnly: true })}
      {text('name', t`Product Name`)}
      {text('originalPrice', t`Original Price (${symbol})`, {
        type: 'number',
        min: 0,
        step: 'any',
        inputMode: 'decimal',
      })}
      {text('price', t`Price (${symbol})`, { type: 'number', min: 0, step: 'any', inputMode: 'decimal' })}
      {/* Beside the price's input, level with it (under it on phones): cards and the listing's page say "Negotiable". */}
      <label className="flex min-h-11 items-center gap-2 self-start text-sm font-medium text-slate-700 sm:mt-6">
        <input type="checkbox" {...register('negotiable')} className="h-5 w-5 shrink-0 accent-brand-700" />
        {t`Price is negotiable`}
      </label>
      <SellerGets control={control} />
      {priceHint && <WatchedValues control={control} render={priceHint} />}
      {text('purchaseYear', t`Year of purchase`, { type: 'number', min: 1990, step: 1, inputMode: 'numeric' })}
      {text('phone', t`Contact`, { type: 'tel', autoComplete: 'tel' })}
      <FormField label={t`Division`} error={errors.division?.message}>
        {(field) => (
          <select
            {...field}
            {...register('division', {
              // A district of another division no longer fits.
              onChange: () => setValue('district', '' as FormValues['district']),
            })}
            className={inputClass}
          >
            <option value="">{t`Choose a division`}</option>
            {divisionOptions().map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`District`} error={errors.district?.message}>
        {(field) => (
          <select {...field} {...register('district')} className={inputClass} disabled={!division}>
            <option value="">{t`Choose a district`}</option>
            {districtOptions(division).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('location', t`Location (optional)`, { placeholder: t`Area, like Mirpur 10` })}
      <FormField label={t`Category`} error={errors.categoryId?.message}>
        {(field) => (
          <select {...field} {...register('categoryId')} className={inputClass}>
            <option value="">{t`Choose a category`}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Condition`} error={errors.condition?.message}>
        {(field) => (
          <select {...field} {...register('condition')} className={inputClass}>
            <option value="good">{t`good`}</option>
            <option value="excellent">{t`excellent`}</option>
            <option value="fair">{t`fair`}</option>
          </select>
        )}
      </FormField>
      <FormField label={t`Brand`} error={errors.brand?.message}>
        {(field) => (
          <select {...field} {...register('brand')} className={inputClass}>
            <option value="">{t`Choose a brand`}</option>
            {brandOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Type`} error={errors.type?.message}>
        {(field) => (
          <select
            {...field}
            {...register('type', {
              // An air cooler has no capacity in tons.
              onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                if (event.target.value === TONLESS_TYPE) setValue('tons', '');
              },
            })}
            className={inputClass}
          >
            <option value="">{t`Choose a type`}</option>
            {acTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Capacity`} error={errors.tons?.message}>
        {(field) => (
          <select {...field} {...register('tons')} className={inputClass} disabled={isCooler}>
            <option value="">{isCooler ? t`Not for an air cooler` : t`Choose a capacity`}</option>
            {acTons.map((tons) => (
              <option key={tons} value={String(tons)}>
                {tonsLabel(tons)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Inverter`} error={errors.inverter?.message}>
        {(field) => (
          <select {...field} {...register('inverter')} className={inputClass}>
            <option value="">{t`Not sure`}</option>
            <option value="yes">{t`Yes, inverter`}</option>
            <option value="no">{t`No, non-inverter`}</option>
          </select>
        )}
      </FormField>
      {text('warrantyMonths', t`Warranty left (months, optional)`, {
        type: 'number',
        min: 0,
        step: 1,
        inputMode: 'numeric',
      })}
      <div className="sm:col-span-2">
        <FormField label={t`Photo`} error={errors.photos?.message}>
          {(field) => (
            <Controller
              control={control}
              name="photos"
              render={({ field: photos }) => (
                <PhotoPicker
                  id={field.id}
                  invalid={field['aria-invalid']}
                  describedBy={field['aria-describedby']}
                  photos={photos.value ?? []}
                  onChange={photos.onChange}
                  progress={progress}
                  disabled={saving}
                />
              )}
            />
          )}
        </FormField>
      </div>
      {text('email', t`Seller's e-mail`, { readOnly: true })}
      <div className="sm:col-span-2">
        <FormField label={t`Description`} error={errors.about?.message}>
          {(field) => <textarea {...field} {...register('about')} rows={4} className={inputClass} />}
        </FormField>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <FormError message={failure} />
        {blockedReason && (
          <p id={blockedId} className="text-sm font-medium text-amber-900">
            {blockedReason}
          </p>
        )}
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={saving || Boolean(blockedReason)}
          aria-describedby={blockedReason ? blockedId : undefined}
        >
          {saving ? t`Saving…` : submitLabel}
        </button>
      </div>
      <ConfirmDialog
        open={priceToConfirm !== null}
        title={t`The price is higher than the original`}
        message={t`You are asking ${formatPrice(priceToConfirm?.price ?? 0)} for a unit that cost ${formatPrice(priceToConfirm?.originalPrice ?? 0)} new. Buyers compare the two: is this price right?`}
        confirmLabel={t`Yes, save this price`}
        cancelLabel={t`Change the price`}
        onConfirm={() => {
          const values = priceToConfirm;
          setPriceToConfirm(null);
          if (!values) return;
          setConfirmedSave(true);
          void save(values).finally(() => setConfirmedSave(false));
        }}
        onCancel={() => setPriceToConfirm(null)}
      />
    </form>
  );
}

/** The fields a price is judged by, as typed (text, and blank choices as ''). */
export type PricedValues = Partial<
  Pick<FormValues, 'price' | 'purchaseYear' | 'condition' | 'brand' | 'type' | 'tons' | 'inverter'>
>;

/** The form's values as typed, to a slot that re-renders alone as they change. */
function WatchedValues({
  control,
  render,
}: {
  control: Control<FormValues>;
  render: (values: PricedValues) => React.ReactNode;
}) {
  return render(useWatch({ control }));
}

/**
 * What the seller gets of the price when a buyer pays online, live as they type it: Thanda's fee is
 * shown before anyone pays (Thanda Protect, decision 027).
 */
function SellerGets({ control }: { control: Control<FormValues> }) {
  const price = Number(useWatch({ control, name: 'price' }));
  const percent = feePercent();
  if (!(price > 0) || percent === 0) return null;
  const priceMinor = toMinor(price);
  const gets = formatPrice(fromMinor(priceMinor - feeOn(priceMinor, basisPoints(percent))));
  const fee = formatNumber(percent);
  return (
    <p className="text-sm text-slate-600 sm:col-span-2">
      <Trans>
        Paid online, Thanda holds the money until the buyer confirms the AC cools, then you get {gets} (Thanda's fee is{' '}
        {fee}%).
      </Trans>
    </p>
  );
}
