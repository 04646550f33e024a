import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/query-keys';

type Page = InferResponseType<typeof api.notifications.$get, 200>;
export type NotificationRow = Page['notifications'][number];

/** The unread count, as GET /notifications/unread answers it (the socket renews the token through it too). */
export async function getUnread() {
  return (await readJson(await api.notifications.unread.$get())).unread;
}

/** The bell's count: asked once, then kept current by the notifications socket (live-notifications.ts). */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: getUnread,
    staleTime: Infinity,
  });
}

/** The person's notifications, newest first, 20 a page; `fetchNextPage` brings older ones. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson(await api.notifications.$get({ query: pageParam ? { before: pageParam } : {} })),
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** Marks rows read in the cached list (all of them without `id`), as the server just did. */
function markCachedRead(queryClient: ReturnType<typeof useQueryClient>, id?: string) {
  queryClient.setQueryData<InfiniteData<Page>>(notificationKeys.list(), (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((row) =>
              id === undefined || row.id === id ? { ...row, read: true } : row,
            ),
          })),
        }
      : list,
  );
}

/** Marks one notification read; the bell's count takes the server's new total. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.notifications[':id'].read.$put({ param: { id } })),
    // Declared here, not at the call: opening a notification leaves the page before the answer comes.
    onSuccess: ({ unread }, id) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      markCachedRead(queryClient, id);
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.notifications['read-all'].$put()),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      markCachedRead(queryClient);
    },
  });
}
