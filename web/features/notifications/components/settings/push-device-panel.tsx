import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { Spinner } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { usePushDevice, useTurnOffPush, useTurnOnPush } from '@/features/notifications/hooks/use-push-device';

/** Turns this browser's pushes on or off ("this device": a person may have a phone and a laptop). */
export function PushDevicePanel() {
  const { t } = useLingui();
  const device = usePushDevice();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const busy = turnOn.isPending || turnOff.isPending;
  // The API's refusals are written for people; the browser's push errors are not.
  const failed = (error: Error) =>
    toast.error(
      error instanceof ApiRequestError ? error.message : t`This device could not be set up. Please try again.`,
    );

  let content: React.ReactNode;
  if (device.isPending) content = <Spinner />;
  else if (device.isError)
    content = (
      <p role="alert" className="text-red-700">
        {device.error.message}
      </p>
    );
  else if (device.data.status === 'unsupported')
    content = <Trans>This browser cannot show notifications. Try Chrome or Firefox, or Thanda on your phone.</Trans>;
  else if (device.data.status === 'unavailable')
    content = <Trans>Notifications on devices are not available yet.</Trans>;
  else if (device.data.status === 'blocked')
    content = (
      <Trans>
        Notifications are blocked for Thanda in this browser. Allow them in the browser&apos;s site settings, then come
        back to this page.
      </Trans>
    );
  else if (device.data.status === 'on')
    content = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-green-800">
          <Trans>This device shows your notifications.</Trans>
        </p>
        <button
          type="button"
          className="btn-ghost border border-slate-300"
          disabled={busy}
          onClick={() =>
            turnOff.mutate(undefined, {
              onSuccess: () => toast.success(t`Notifications are off on this device.`),
              onError: failed,
            })
          }
        >
          <Trans>Turn off on this device</Trans>
        </button>
      </div>
    );
  else {
    const key = device.data.key!;
    content = (
      <button
        type="button"
        className="btn-primary"
        disabled={busy}
        onClick={() =>
          turnOn.mutate(key, {
            onSuccess: (permission) =>
              permission === 'granted'
                ? toast.success(t`Notifications are on for this device.`)
                : toast.error(t`Notifications were not allowed, so they stay off on this device.`),
            onError: failed,
          })
        }
      >
        <Trans>Turn on notifications on this device</Trans>
      </button>
    );
  }

  return (
    <section
      aria-labelledby="push-device"
      className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="push-device" className="text-lg font-semibold text-slate-800">
        <Trans>This device</Trans>
      </h2>
      <div className="text-slate-700">{content}</div>
    </section>
  );
}
