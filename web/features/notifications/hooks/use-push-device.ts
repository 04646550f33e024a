import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguage } from '@shared/domain';
import { readPushDevice, turnOffPush, turnOnPush, type PushDevice } from '@/features/notifications/lib/push-device';
import { notificationKeys } from '@/features/notifications/query-keys';

/** The language this device is used in: its pushes are written in it. */
function useDeviceLanguage() {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Whether this browser shows Thanda's pushes, and whether it can. */
export function usePushDevice() {
  const language = useDeviceLanguage();
  return useQuery({
    queryKey: notificationKeys.pushDevice(),
    queryFn: () => readPushDevice(language),
    // The browser's own state: asked again when the person comes back from its site settings.
    staleTime: 0,
  });
}

export function useTurnOnPush() {
  const language = useDeviceLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) => turnOnPush(key, language),
    onSuccess: (permission, key) =>
      queryClient.setQueryData<PushDevice>(notificationKeys.pushDevice(), {
        status: permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'off',
        key,
      }),
  });
}

export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffPush,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevice() }),
  });
}
