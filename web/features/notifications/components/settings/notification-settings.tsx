import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { Spinner } from '@/components/spinner';
import { Link } from '@/lib/router';
import { useNotificationSettings } from '@/features/notifications/api/notification-settings';
import { PushDevicePanel } from './push-device-panel';
import { SettingsForm } from './settings-form';
import { SmsPhonePanel, type ConfirmPhone } from './sms-phone-panel';

/**
 * How the person is told: this device's pushes, what comes by push and SMS, quiet hours, the
 * language, and the number texts go to (`confirmPhone` draws the phone flow, which web/app brings
 * from the verification feature).
 */
export function NotificationSettingsScreen({ confirmPhone }: { confirmPhone: ConfirmPhone }) {
  const settings = useNotificationSettings();
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <div>
        <Link to="/dashboard/notifications" className="text-sm font-medium text-brand-800 hover:underline">
          <Icon name="arrow-left" className="mr-1" />
          <Trans>Notifications</Trans>
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-800">
          <Trans>Notification settings</Trans>
        </h1>
      </div>
      <PushDevicePanel />
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          {settings.error.message}
        </p>
      ) : (
        <>
          <SettingsForm settings={settings.data} />
          <SmsPhonePanel smsPhone={settings.data.smsPhone} confirmPhone={confirmPhone} />
        </>
      )}
    </section>
  );
}
