import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Thread, ThreadMessage } from '@/features/messages/api/conversations';
import { ThreadConnection, type ConnectionStatus } from '@/features/messages/lib/thread-connection';
import { conversationKeys } from '@/features/messages/query-keys';

/** A message sent and not acknowledged yet, or refused (`error`). */
export interface PendingMessage {
  clientId: string;
  text: string;
  error?: string;
}

/** How long "typing…" shows after the other side's last keystroke. */
const TYPING_SHOWS_MS = 4_000;

/**
 * One thread kept live over its connection: its messages by number (one of each, however often it
 * arrives), what is being sent, the other side's read mark and typing, and read marks for what
 * arrives while the page is in front. `me` is null for an admin reading a reported conversation.
 */
export function useLiveThread(thread: Thread, me: Thread['buyer'] | null) {
  const queryClient = useQueryClient();
  const otherId = (thread.side === 'buyer' ? thread.seller : thread.buyer)._id;
  const [bySeq, setBySeq] = useState(() => new Map(thread.messages.map((message) => [message.seq, message])));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [otherRead, setOtherRead] = useState(thread.side === 'buyer' ? thread.sellerReadSeq : thread.buyerReadSeq);
  const [typingUntil, setTypingUntil] = useState(0);
  const connection = useRef<ThreadConnection | null>(null);
  const readUpTo = useRef(thread.side === 'buyer' ? thread.buyerReadSeq : thread.sellerReadSeq);
  const [firstLastSeq] = useState(() => Math.max(0, ...thread.messages.map((message) => message.seq)));

  useEffect(() => {
    const add = (messages: ThreadMessage[]) =>
      setBySeq((current) => {
        const next = new Map(current);
        for (const message of messages) next.set(message.seq, message);
        return next;
      });
    const live = new ThreadConnection(thread._id, firstLastSeq, {
      messages: add,
      acknowledged: (clientId, message) => {
        add([message]);
        setPending((current) => current.filter((item) => item.clientId !== clientId));
      },
      refused: (clientId, text) => {
        setPending((current) => current.map((item) => (item.clientId === clientId ? { ...item, error: text } : item)));
      },
      read: (userId, seq) => {
        if (userId === otherId) setOtherRead((current) => Math.max(current, seq));
      },
      typing: (userId) => {
        if (userId === otherId) setTypingUntil(Date.now() + TYPING_SHOWS_MS);
      },
      status: setStatus,
    });
    connection.current = live;
    live.start();
    return () => live.stop();
  }, [thread._id, otherId, firstLastSeq]);

  const messages = useMemo(() => [...bySeq.values()].sort((a, b) => a.seq - b.seq), [bySeq]);
  const newest = messages.at(-1);

  // What arrives while the page is in front is read; the badges follow.
  useEffect(() => {
    if (!me || !newest || newest.seq <= readUpTo.current) return;
    // Sending a message marks the sender's own side read on the server.
    if (newest.senderId === me._id) {
      readUpTo.current = newest.seq;
      return;
    }
    const markRead = () => {
      if (document.visibilityState !== 'visible' || newest.seq <= readUpTo.current) return;
      readUpTo.current = newest.seq;
      connection.current?.markRead(newest.seq);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: conversationKeys.all }), 500);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [me, newest, queryClient]);

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  return {
    messages,
    pending,
    status,
    otherRead,
    isOtherTyping: typingUntil > 0,
    /** Shows the text as sending and sends it with a fresh client id (sent again with it until acknowledged). */
    send: (text: string) => {
      const clientId = crypto.randomUUID();
      setPending((current) => [...current, { clientId, text }]);
      connection.current?.send(clientId, text);
    },
    /** Tells the other side this person is typing. */
    signalTyping: () => connection.current?.typing(),
  };
}
