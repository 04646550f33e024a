/** Every conversation query: reading a thread refreshes them all (the inbox and the unread total). */
export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: () => [...conversationKeys.all, 'inbox'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  thread: (id: string) => [...conversationKeys.all, 'thread', id] as const,
};
