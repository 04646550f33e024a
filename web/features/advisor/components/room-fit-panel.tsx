import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import type { Room } from '@shared/advisor/room-size';
import { advisorRoomSchema } from '@shared/schemas/advisor-room';
import { formatNumber } from '@/lib/format';
import { roomFormValues, RoomSizeFields, useTonsNeeded, type RoomFormValues } from './room-size-fields';
import { SuitedRoomsLine } from './suited-rooms-line';

/**
 * Which rooms a unit suits, and whether it suits the buyer's own: their room's fields, answered as
 * they type.
 */
export function RoomFitPanel({ tons }: { tons: number }) {
  const form = useForm<RoomFormValues, unknown, Room>({
    resolver: zodResolver(advisorRoomSchema),
    defaultValues: roomFormValues(),
    mode: 'onChange',
  });
  return (
    <section aria-labelledby="room-fit-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="room-fit-title" className="mb-2 text-lg font-bold text-slate-800">
        <Trans>Is it the right size for your room?</Trans>
      </h2>
      <SuitedRoomsLine tons={tons} />
      <details className="mt-2">
        <summary className="cursor-pointer py-2 font-medium text-brand-700">
          <Trans>Check your room</Trans>
        </summary>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-2">
            <RoomSizeFields />
            <RoomVerdict tons={tons} />
          </form>
        </FormProvider>
      </details>
    </section>
  );
}

/** This unit against the size the room needs: right, too small, or larger than needed. */
function RoomVerdict({ tons }: { tons: number }) {
  const needed = useTonsNeeded(useFormContext<RoomFormValues, unknown, Room>().control);
  if (needed === undefined) return null;
  const size = formatNumber(tons);
  const neededText = needed === null ? '' : formatNumber(needed);
  if (needed !== null && tons >= needed && tons - needed <= 0.5) {
    return (
      <p className="font-semibold text-green-800" data-testid="room-verdict">
        <Trans>This {size} ton unit is the right size for your room.</Trans>
      </p>
    );
  }
  return (
    <p className="font-semibold text-amber-900" data-testid="room-verdict">
      {needed === null || tons < needed ? (
        <Trans>This {size} ton unit is too small for your room.</Trans>
      ) : (
        <Trans>
          This {size} ton unit is larger than your room needs ({neededText} ton): it will cost more to run.
        </Trans>
      )}
    </p>
  );
}
