import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { formatPhone } from '@shared/phone-numbers';
import { useRemoveSmsPhone, useSetSmsPhone } from '@/features/notifications/api/notification-settings';

/** Confirms a phone number (the verification feature's phone flow, composed in by web/app). */
export type ConfirmPhone = (onConfirmed: (idToken: string) => Promise<void>) => React.ReactNode;

/** The number texts go to: confirmed by a code Firebase texts to it, or removed. */
export function SmsPhonePanel({ smsPhone, confirmPhone }: { smsPhone: string | null; confirmPhone: ConfirmPhone }) {
  const { t } = useLingui();
  const setPhone = useSetSmsPhone();
  const remove = useRemoveSmsPhone();
  const phone = smsPhone && formatPhone(smsPhone);
  return (
    <section aria-labelledby="sms-phone" className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="sms-phone" className="text-lg font-semibold text-slate-800">
        <Trans>Phone number for texts</Trans>
      </h2>
      {phone ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            <Trans>Texts go to {phone}.</Trans>
          </p>
          <button
            type="button"
            className="btn-ghost border border-slate-300"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t`No more texts will be sent to ${phone}.`),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            <Trans>Remove this number</Trans>
          </button>
        </div>
      ) : (
        <>
          <p className="text-slate-700">
            <Trans>
              The most important notifications can also come as a text message, even without internet. Confirm your
              number with the code we text to it.
            </Trans>
          </p>
          {confirmPhone(async (idToken) => {
            const settings = await setPhone.mutateAsync(idToken);
            const confirmed = formatPhone(settings.smsPhone ?? '');
            toast.success(t`Texts will go to ${confirmed}.`);
          })}
        </>
      )}
    </section>
  );
}
