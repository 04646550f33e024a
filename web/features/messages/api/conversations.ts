import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { api, readJson } from '@/lib/api-client';
import { conversationKeys } from '@/features/messages/query-keys';

/**
 * How often a visible page asks for the unread total. Each conversation's messages are pushed over
 * its socket; the total across conversations is asked for (docs/decisions/012-conversations.md).
 */
const UNREAD_POLL_MS = 10_000;
/**
 * How often an open inbox asks again. Someone writing to a person away from the conversation tells
 * them at once over the notifications socket, which refreshes the inbox (`useRefreshInbox`); this
 * catches the rest, such as the second message of a run they have not read yet.
 */
const INBOX_POLL_MS = 30_000;

export function useInbox() {
  return useQuery({
    queryKey: conversationKeys.inbox(),
    queryFn: async () => readJson(await api.conversations.$get()),
    refetchInterval: INBOX_POLL_MS,
  });
}

/** Asks again for the inbox and the unread total: for when the person is told that someone wrote. */
export function useRefreshInbox() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox() });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
  }, [queryClient]);
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: async () => (await readJson(await api.conversations.unread.$get())).count,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useThread(id: string) {
  return useQuery({
    queryKey: conversationKeys.thread(id),
    queryFn: async () => readJson(await api.conversations[':id'].$get({ param: { id }, query: {} })),
    // The socket keeps the thread current; a refetch would only reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export type Thread = NonNullable<ReturnType<typeof useThread>['data']>;
export type ThreadMessage = Thread['messages'][number];

/** Messages after a cursor: what a reconnecting thread missed, or its plain-request polling. */
export async function messagesAfter(id: string, after: number) {
  return (await readJson(await api.conversations[':id'].$get({ param: { id }, query: { after: String(after) } })))
    .messages;
}

export async function sendOverHttp(id: string, clientId: string, text: string) {
  return (await readJson(await api.conversations[':id'].messages.$post({ param: { id }, json: { clientId, text } })))
    .message;
}

export async function markReadOverHttp(id: string, seq: number) {
  await readJson(await api.conversations[':id'].read.$post({ param: { id }, json: { seq } }));
}

/** Opens (or finds) the conversation about a listing and goes to it. */
export function useMessageSeller() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => readJson(await api.conversations.$post({ json: { productId } })),
    onSuccess: async ({ conversationId }) => {
      await queryClient.invalidateQueries({ queryKey: conversationKeys.inbox() });
      navigate(`/dashboard/messages/${conversationId}`);
    },
  });
}

export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) =>
      readJson(
        blocked
          ? await api.conversations[':id'].block.$put({ param: { id } })
          : await api.conversations[':id'].block.$delete({ param: { id } }),
      ),
    onSuccess: (state) => {
      queryClient.setQueryData(conversationKeys.thread(id), (thread: Thread | undefined) =>
        thread ? { ...thread, ...state } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox() });
    },
  });
}
