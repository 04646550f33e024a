import { useLingui } from '@lingui/react/macro';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { NotificationSettingsScreen } from '@/features/notifications/components/settings/notification-settings';
import { PhoneConfirmation } from '@/features/verification/components/phone-confirmation';

export const NotificationsPage = () => <NotificationsList />;

/** The settings, with the verification feature's phone flow confirming the number texts go to. */
export function NotificationSettingsPage() {
  const { t } = useLingui();
  return (
    <NotificationSettingsScreen
      confirmPhone={(onConfirmed) => <PhoneConfirmation confirmLabel={t`Confirm number`} onConfirmed={onConfirmed} />}
    />
  );
}
