import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod';
import { formatPhone } from '@shared/phone-numbers';
import { phoneSchema } from '@shared/schemas/phone';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { describePhoneError } from '@/features/verification/lib/phone-errors';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

/** What the first step's form is given: text a code to the number it asked for, and how that went. */
export type PhoneStep = { textCode: (phone: string) => Promise<void>; busy: boolean; failure: string };

const cardClass = 'flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';

/** The number a code is texted to, as every phone form here asks for it. */
export function MobileNumberField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useLingui();
  return (
    <FormField label={t`Mobile number`} error={error}>
      {(field) => (
        <input
          {...field}
          {...registration}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01711-234567"
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/**
 * Confirms a mobile number with Firebase's phone provider (lib/phone-link.ts): the number, then
 * the code Firebase texts to it; `onConfirmed` then gets a fresh ID token that carries the number.
 * A number the Firebase account has already needs no code. The first step is a form asking for the
 * number alone, or the screen's own (`children`) when it asks for more at the same time.
 */
export function PhoneConfirmation({
  confirmLabel,
  onConfirmed,
  children = (step) => <PhoneNumberForm {...step} />,
}: {
  /** The code step's button, saying what follows ("Confirm and send request"). */
  confirmLabel: string;
  /** Sends the token on; a failure it throws shows under the form. */
  onConfirmed: (idToken: string) => Promise<void>;
  children?: (step: PhoneStep) => React.ReactNode;
}) {
  const { t } = useLingui();
  const oneAtATime = useOneAtATime();
  // Where the invisible reCAPTCHA renders: in state, not a ref, as `children` is handed a function reading it.
  const [recaptcha, setRecaptcha] = useState<HTMLDivElement | null>(null);
  const [confirmation, setConfirmation] = useState<{ verificationId: string; phone: string } | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // One step at a time: a double tap would text two codes or send the token twice.
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

  const textCode = (phone: string) =>
    run(async () => {
      const link = await import('@/features/verification/lib/phone-link');
      // A number confirmed before (a request declined, then sent again) needs no new code.
      const linked = await link.tokenIfPhoneLinked(phone);
      if (linked) return onConfirmed(linked);
      setConfirmation({ verificationId: await link.sendPhoneCode(phone, recaptcha!), phone });
    });

  const confirmCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation) return;
    void run(async () => {
      const link = await import('@/features/verification/lib/phone-link');
      await onConfirmed(await link.confirmPhoneCode(confirmation.verificationId, code.trim()));
    });
  };

  if (!confirmation) {
    return (
      <>
        {children({ textCode, busy, failure })}
        <div ref={setRecaptcha} />
      </>
    );
  }

  const phone = formatPhone(confirmation.phone);
  return (
    <form noValidate onSubmit={confirmCode} className={cardClass}>
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
          {confirmLabel}
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

const phoneFormSchema = z.object({ phone: phoneSchema(/*i18n*/ 'Enter your mobile number.') });

/** The first step when the number is all a screen asks for. */
function PhoneNumberForm({ textCode, busy, failure }: PhoneStep) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(phoneFormSchema), defaultValues: { phone: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ phone }) => textCode(phone))(event)}
      className={cardClass}
    >
      <MobileNumberField registration={register('phone')} error={errors.phone?.message} />
      <FormError message={failure} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          <Trans>Text me a code</Trans>
        </button>
      </div>
    </form>
  );
}
