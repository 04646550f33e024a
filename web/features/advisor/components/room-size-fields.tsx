import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm, useFormContext, useWatch, type Control } from 'react-hook-form';
import { FormField, inputClass } from '@/components/form-field';
import { formatNumber } from '@/lib/format';
import { PEOPLE_INCLUDED, recommendedTons, type Room } from '@shared/advisor/room-size';
import { advisorRoomSchema, type AdvisorRoomInput } from '@shared/schemas/advisor-room';

/** The room as its fields hold it: the sizes and the people as typed (in Latin or Bangla digits). */
export type RoomFormValues = AdvisorRoomInput;

/** The fields of a room, empty (and two people, the usual) or as described before. */
export function roomFormValues(room?: Room | null): RoomFormValues {
  return {
    lengthFt: room ? String(room.lengthFt) : '',
    widthFt: room ? String(room.widthFt) : '',
    topFloor: room?.topFloor ?? false,
    westSun: room?.westSun ?? false,
    people: String(room?.people ?? PEOPLE_INCLUDED),
  };
}

/**
 * The capacity the room in the fields needs, as they are typed: undefined while they do not
 * describe a room (yet), null for a room that needs more than one unit.
 */
export function useTonsNeeded(control: Control<RoomFormValues, unknown, Room>) {
  const values = useWatch({ control });
  const room = advisorRoomSchema.safeParse(values);
  return room.success ? recommendedTons(room.data) : undefined;
}

const checkboxLabel = 'flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700';
const checkboxClass = 'h-5 w-5 shrink-0 accent-brand-700';

/**
 * A room's fields (length and width in feet, under the roof, afternoon sun, people) and, as they
 * are typed, the size of AC it needs (shared/advisor/room-size.ts). A part of a form: it reads
 * `RoomFormValues` from the form around it (react-hook-form's FormProvider, with
 * `advisorRoomSchema`'s resolver). `autoFocus` puts the cursor in the length, as a dialog opens.
 */
export function RoomSizeFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RoomFormValues, unknown, Room>();
  const tons = useTonsNeeded(control);
  const size = tons ? formatNumber(tons) : '';
  // Text fields, not type="number": those refuse Bangla digits, which a Bangla keyboard types.
  const number = { type: 'text', autoComplete: 'off', className: inputClass } as const;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t`Length (feet)`} error={errors.lengthFt?.message}>
          {(field) => (
            <input {...field} {...register('lengthFt')} {...number} inputMode="decimal" autoFocus={autoFocus} />
          )}
        </FormField>
        <FormField label={t`Width (feet)`} error={errors.widthFt?.message}>
          {(field) => <input {...field} {...register('widthFt')} {...number} inputMode="decimal" />}
        </FormField>
      </div>
      <label className={checkboxLabel}>
        <input type="checkbox" {...register('topFloor')} className={checkboxClass} />
        <Trans>Top floor (under the roof)</Trans>
      </label>
      <label className={checkboxLabel}>
        <input type="checkbox" {...register('westSun')} className={checkboxClass} />
        <Trans>A west wall gets the afternoon sun</Trans>
      </label>
      <FormField label={t`Number of people`} error={errors.people?.message}>
        {(field) => (
          <input {...field} {...register('people')} {...number} inputMode="numeric" className={`${inputClass} w-24`} />
        )}
      </FormField>
      {/* Always in the page, so screen readers announce each new answer as the sizes are typed. */}
      <p role="status" className="min-h-6 font-semibold text-slate-800">
        {tons === null ? (
          <span className="text-amber-800">
            <Trans>More than 5 tons: this room needs two units</Trans>
          </span>
        ) : (
          tons !== undefined && <Trans>Your room needs about {size} ton</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * A room to apply (the "Fits my room" filter of /allproduct): its fields, checked with
 * `advisorRoomSchema`, and the room to `onApply` when it is one that a unit's size fits.
 */
export function RoomSizeForm({
  room,
  onApply,
  onCancel,
}: {
  /** The room described before, to change. */
  room?: Room | null;
  onApply: (room: Room) => void;
  onCancel: () => void;
}) {
  const form = useForm<RoomFormValues, unknown, Room>({
    resolver: zodResolver(advisorRoomSchema),
    defaultValues: roomFormValues(room),
  });
  // A room that needs two units has no one size to filter by: the fields say so, and it is not applied.
  const tooLarge = useTonsNeeded(form.control) === null;
  const onSubmit = form.handleSubmit((described) => {
    if (recommendedTons(described) !== null) onApply(described);
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <RoomSizeFields autoFocus />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost min-h-11" onClick={onCancel}>
            <Trans>cancel</Trans>
          </button>
          <button type="submit" className="btn-primary min-h-11" disabled={tooLarge}>
            <Trans>Show ACs that fit</Trans>
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
