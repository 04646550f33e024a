import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NotificationSettingsInput } from '@shared/schemas/notifications';
import { api, readJson } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/query-keys';

export type NotificationSettings = InferResponseType<typeof api.notifications.settings.$get, 200>;

/** What the person is told of, where, when not, in which language, and the number texts go to. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: async () => readJson(await api.notifications.settings.$get()),
  });
}

/** Each write answers the whole settings, which replace the cached ones. */
function useSettingsWrite<Input>(write: (input: Input) => Promise<NotificationSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}

export function useSaveNotificationSettings() {
  return useSettingsWrite(async (json: NotificationSettingsInput) =>
    readJson(await api.notifications.settings.$put({ json })),
  );
}

/** Texts go to the number a fresh Firebase ID token carries (confirmed by the phone flow). */
export function useSetSmsPhone() {
  return useSettingsWrite(async (idToken: string) =>
    readJson(await api.notifications['sms-phone'].$put({ json: { idToken } })),
  );
}

export function useRemoveSmsPhone() {
  return useSettingsWrite(async () => readJson(await api.notifications['sms-phone'].$delete()));
}
