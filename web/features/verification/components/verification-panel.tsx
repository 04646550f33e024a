import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
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
import { describePhoneError } from '@/features/verification/lib/phone-errors';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
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

/** The number, then the texted code; the request goes out once the number is confirmed. */
function RequestForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useLingui();
  const send = useRequestVerification();
  const oneAtATime = useOneAtATime();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [confirmation, setConfirmation] = useState<{ verificationId: string; phone: string } | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
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

  // One step at a time: a double tap would text two codes or send the request twice.
  const run = (step: () => Promise<void>) =>
    oneAtATime(async () => {
      setFailure('');
      setBusy(true);
      try {
        await step();
      } catch (error) {
        setFailure(describePhoneError(error));
      } finally {
        setBusy(false);
      }
    });

  const textCode = ({ phone }: { phone: string }) =>
    run(async () => {
      const link = await import('@/features/verification/lib/phone-link');
      // A number confirmed before (a request declined, then sent again) needs no new code.
      const linked = await link.tokenIfPhoneLinked(phone);
      if (linked) return submitRequest(linked);
      setConfirmation({ verificationId: await link.sendPhoneCode(phone, recaptcha.current!), phone });
    });

  const confirmCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation) return;
    void run(async () => {
      const link = await import('@/features/verification/lib/phone-link');
      await submitRequest(await link.confirmPhoneCode(confirmation.verificationId, code.trim()));
    });
  };

  if (confirmation) {
    const phone = formatPhone(confirmation.phone);
    return (
      <form
        noValidate
        onSubmit={confirmCode}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <p className="text-slate-700">
          <Trans>We texted a 6-digit code to {phone}.</Trans>
        </p>
        <FormField label={t`Code from the text message`}>
          {(field) => (
            <input
              {...field}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              className={`${inputClass} max-w-40 tracking-widest`}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
        <FormError message={failure} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy || code.length !== 6}>
            <Trans>Confirm and send request</Trans>
          </button>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              setConfirmation(null);
              setCode('');
              setFailure('');
            }}
          >
            <Trans>Change number</Trans>
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(textCode)(event)}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <FormField label={t`Mobile number`} error={errors.phone?.message}>
        {(field) => (
          <input
            {...field}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01711-234567"
            className={inputClass}
          />
        )}
      </FormField>
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
      <div ref={recaptcha} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          <Trans>Text me a code</Trans>
        </button>
      </div>
    </form>
  );
}
