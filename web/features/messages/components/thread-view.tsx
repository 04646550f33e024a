import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { MESSAGE_MAX_LENGTH } from '@shared/domain';
import { Spinner } from '@/components/spinner';
import { formatNumber, formatTime } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { useThread, type Thread, type ThreadMessage } from '@/features/messages/api/conversations';
import { conversationKeys } from '@/features/messages/query-keys';
import { ThreadConnection, type ConnectionStatus } from '@/features/messages/lib/thread-connection';
import { ThreadMenu, type ReportDialogSlot } from './thread-menu';
import { verbatim } from '@/lib/verbatim';
import { Icon } from '@/components/icon';

interface Pending {
  clientId: string;
  text: string;
  error?: string;
}

/** How long "typing…" shows after the other side's last keystroke. */
const TYPING_SHOWS_MS = 4_000;
/** At most one typing signal per this long. */
const TYPING_EVERY_MS = 2_500;

/** One conversation: its messages as they arrive, read receipts, typing, and the composer. */
export function ThreadView({
  id,
  reportDialog,
}: {
  id: string;
  /** The dialog that reports this conversation (web/app composes the moderation feature's). */
  reportDialog: ReportDialogSlot;
}) {
  const thread = useThread(id);
  if (thread.isPending) return <Spinner />;
  if (thread.isError)
    return (
      <p role="alert" className="text-red-700">
        {thread.error.message}
      </p>
    );
  return <LiveThread key={id} thread={thread.data} reportDialog={reportDialog} />;
}

function LiveThread({ thread, reportDialog }: { thread: Thread; reportDialog: ReportDialogSlot }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = thread.side === 'buyer' ? thread.buyer : thread.side === 'seller' ? thread.seller : null;
  const other = thread.side === 'buyer' ? thread.seller : thread.buyer;
  // Messages by their number: one of each, however often it arrives.
  const [bySeq, setBySeq] = useState(() => new Map(thread.messages.map((message) => [message.seq, message])));
  const [pending, setPending] = useState<Pending[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [otherRead, setOtherRead] = useState(thread.side === 'buyer' ? thread.sellerReadSeq : thread.buyerReadSeq);
  const [typingUntil, setTypingUntil] = useState(0);
  const [draft, setDraft] = useState('');
  const connection = useRef<ThreadConnection | null>(null);
  const lastTyping = useRef(0);
  const readUpTo = useRef(thread.side === 'buyer' ? thread.buyerReadSeq : thread.sellerReadSeq);
  const listEnd = useRef<HTMLLIElement>(null);
  const [firstLastSeq] = useState(() => Math.max(0, ...thread.messages.map((message) => message.seq)));
  const otherId = other._id;
  const otherName = other.name;

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
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const send = () => {
    const text = draft.trim();
    if (!text || text.length > MESSAGE_MAX_LENGTH) return;
    const clientId = crypto.randomUUID();
    setPending((current) => [...current, { clientId, text }]);
    setDraft('');
    connection.current?.send(clientId, text);
  };

  const lastMineSeen = me
    ? messages.filter((message) => message.senderId === me._id && message.seq <= otherRead).at(-1)?.seq
    : undefined;
  const statusText: Record<ConnectionStatus, string> = {
    connecting: t`Connecting…`,
    live: t`Connected`,
    offline: t`Offline: new messages arrive when you are back online.`,
    polling: t`Live updates are blocked on this network: checking for new messages every few seconds.`,
  };
  const left = MESSAGE_MAX_LENGTH - draft.length;
  const leftText = formatNumber(left);

  return (
    <section className="flex h-[calc(100dvh-8rem)] min-h-96 flex-col rounded-xl bg-white ring-1 ring-slate-200">
      <header className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Link to="/dashboard/messages" className="btn-ghost px-2" aria-label={t`Back to messages`}>
          <Icon name="arrow-left" className="text-xl" />
        </Link>
        <img
          src={imageCopy(thread.productImg, 'thumb')}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold text-slate-800">{otherName}</h1>
          <p className="truncate text-sm text-slate-600">{thread.productName}</p>
        </div>
        {thread.side && <ThreadMenu thread={thread} reportDialog={reportDialog} />}
      </header>
      <p
        role="status"
        className={`px-3 py-1 text-xs ${status === 'live' ? 'sr-only' : 'bg-amber-50 text-amber-900'}`}
        data-status={status}
      >
        {statusText[status]}
      </p>
      {!thread.side && (
        <p className="bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Trans>You are reading a reported conversation. Only its two participants can write in it.</Trans>
        </p>
      )}
      <ol aria-label={t`Messages`} className="flex flex-1 flex-col gap-2 overflow-y-auto p-3" aria-live="polite">
        {messages.length === 0 && pending.length === 0 && (
          <li className="m-auto max-w-xs text-center text-slate-600">
            {me?._id === thread.buyer._id ? (
              <Trans>Ask the seller about this listing: is it still available, when can you see it?</Trans>
            ) : (
              <Trans>No messages yet.</Trans>
            )}
          </li>
        )}
        {messages.map((message) => {
          const mine = message.senderId === me?._id;
          const author = message.senderId === thread.buyer._id ? thread.buyer.name : thread.seller.name;
          return (
            <li key={message.seq} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
              <p
                className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 ${
                  mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'
                }`}
              >
                <span className="sr-only">{mine ? t`You:` : `${author}:`} </span>
                {message.text}
              </p>
              <span className="mt-0.5 text-xs text-slate-500">
                {formatTime(message.createdAt)}
                {message.seq === lastMineSeen && (
                  <>
                    {' · '}
                    <Trans>Seen</Trans>
                  </>
                )}
              </span>
            </li>
          );
        })}
        {pending.map((item) => (
          <li key={item.clientId} className="flex flex-col items-end">
            <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl bg-brand-700/70 px-3 py-2 text-white">
              {item.text}
            </p>
            {item.error ? (
              <span role="alert" className="mt-0.5 text-xs text-red-700">
                <Trans>Not sent:</Trans> {item.error}
              </span>
            ) : (
              <span className="mt-0.5 text-xs text-slate-500">
                <Trans>Sending…</Trans>
              </span>
            )}
          </li>
        ))}
        <li ref={listEnd} aria-hidden="true" />
      </ol>
      {typingUntil > 0 && (
        <p className="px-3 pb-1 text-sm text-slate-500">
          <Trans>{verbatim(otherName)} is typing…</Trans>
        </p>
      )}
      {me && thread.status === 'closed' && (
        <p className="border-t border-slate-200 p-3 text-slate-700">
          <Trans>
            This listing was sold or removed, so its conversation is closed. Its messages stay here to read.
          </Trans>
        </p>
      )}
      {me && thread.status === 'blocked' && (
        <p className="border-t border-slate-200 p-3 text-slate-700">
          {thread.blockedByMe ? (
            <Trans>You blocked this conversation. Unblock it from the menu to write again.</Trans>
          ) : (
            <Trans>This conversation is blocked: no more messages can be sent in it.</Trans>
          )}
        </p>
      )}
      {me && thread.status === 'open' && (
        <form
          className="flex items-end gap-2 border-t border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label className="flex-1">
            <span className="sr-only">
              <Trans>Message</Trans>
            </span>
            <textarea
              value={draft}
              rows={2}
              maxLength={MESSAGE_MAX_LENGTH}
              placeholder={t`Write a message`}
              className="w-full resize-none rounded-lg border border-slate-300 px-3 py-2"
              onChange={(event) => {
                setDraft(event.target.value);
                if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
                  lastTyping.current = Date.now();
                  connection.current?.typing();
                }
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            {left < 200 && (
              <span className="text-xs text-slate-500">
                <Trans>{leftText} characters left</Trans>
              </span>
            )}
          </label>
          <button type="submit" className="btn-primary" disabled={draft.trim() === ''}>
            <Trans>Send</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
