import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { Link } from '@/lib/router';
import { formatPhone } from '@shared/phone-numbers';
import { verificationFormSchema, type VerificationForm } from '@shared/schemas/verification';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { useMyVerification, useRequestVerification } from '@/features/verification/api/verification';
import { MobileNumberField, PhoneConfirmation } from './phone-confirmation';
import { verbatim } from '@/lib/verbatim';
import { Icon } from '@/components/icon';

type Verification = NonNullable<ReturnType<typeof useMyVerification>['data']>;

/**
 * A seller asks to be verified (trust and safety): they confirm their mobile number with a code
 * Firebase texts them, add a note, and an admin answers. The page shows where their request stands.
 */
export function VerificationPanel() {
  const mine = useMyVerification();
  return (
    <section className="max-w-2xl">
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Get verified</Trans>
      </h1>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <FormError message={mine.error.message} />
      ) : (
        <VerificationState state={mine.data} />
      )}
    </section>
  );
}

function VerificationState({ state }: { state: Verification }) {
  const { request } = state;
  if (state.verified) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <p className="font-semibold">
          <Icon name="check-decagram" className="mr-1 align-[-2px]" />
          <Trans>You are verified.</Trans>
        </p>
        <p className="mt-1">
          <Trans>Buyers see the Verified badge beside your name on your listings and your profile.</Trans>{' '}
          <Link to={`/seller/${state.sellerId}`} className="font-medium underline">
            <Trans>See your profile</Trans>
          </Link>
        </p>
      </div>
    );
  }
  if (request && !request.outcome) {
    const sent = formatDate(request.createdAt);
    const phone = formatPhone(request.phone);
    return (
      <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        <p className="font-semibold">
          <Trans>Your request is waiting for an admin.</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            You sent it on {sent} with the number {phone}. You will see the answer here.
          </Trans>
        </p>
      </div>
    );
  }
  const declined = request?.outcome === 'declined' ? request : null;
  const reason = verbatim(declined?.reason);
  const decidedOn = declined && formatDate(declined.decidedAt ?? declined.createdAt);
  return (
    <>
      {declined && (
        <div role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            <Trans>Your last request was declined on {decidedOn}.</Trans>
          </p>
          <p className="mt-1 break-words">
            <Trans>Reason: {reason}</Trans>
          </p>
          <p className="mt-1 text-sm">
            <Trans>You can send a new request below.</Trans>
          </p>
        </div>
      )}
      <p className="mb-4 text-slate-600">
        <Trans>
          Verified sellers show a badge that buyers trust. Confirm the mobile number buyers reach you on: we text you a
          code. Then an admin looks at your request, usually within two working days.
        </Trans>
      </p>
      <RequestForm initialPhone={declined ? formatPhone(declined.phone) : ''} />
    </>
  );
}

/** The number and a note, then the texted code; the request goes out once the number is confirmed. */
function RequestForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useLingui();
  const send = useRequestVerification();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<VerificationForm>({
    resolver: zodResolver(verificationFormSchema),
    defaultValues: { phone: initialPhone, note: '' },
  });

  const submitRequest = async (idToken: string) => {
    const note = getValues('note')?.trim();
    await send.mutateAsync({ idToken, ...(note && { note }) });
    toast.success(t`Your request is sent. An admin will look at it soon.`);
  };

  return (
    <PhoneConfirmation confirmLabel={t`Confirm and send request`} onConfirmed={submitRequest}>
      {({ textCode, busy, failure }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(({ phone }: { phone: string }) => textCode(phone))(event)}
          className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <MobileNumberField registration={register('phone')} error={errors.phone?.message} />
          <FormField label={t`Note for the admin (optional)`} error={errors.note?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register('note', { setValueAs: (value: string) => value.trim() || undefined })}
                rows={3}
                maxLength={500}
                placeholder={t`Your shop, how long you have sold ACs, where buyers can see you…`}
                className={inputClass}
              />
            )}
          </FormField>
          <FormError message={failure} />
          <div>
            <button type="submit" className="btn-primary" disabled={busy}>
              <Trans>Text me a code</Trans>
            </button>
          </div>
        </form>
      )}
    </PhoneConfirmation>
  );
}
