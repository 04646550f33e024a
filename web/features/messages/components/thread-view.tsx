import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { MESSAGE_MAX_LENGTH } from '@shared/domain';
import { Spinner } from '@/components/spinner';
import { formatNumber, formatTime } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { useThread, type Thread } from '@/features/messages/api/conversations';
import { useFitToText } from '@/features/messages/hooks/use-fit-to-text';
import { useKeyboardInset } from '@/features/messages/hooks/use-keyboard-inset';
import { useLiveThread } from '@/features/messages/hooks/use-live-thread';
import { useScrollAtEnd } from '@/features/messages/hooks/use-scroll-at-end';
import type { ConnectionStatus } from '@/features/messages/lib/thread-connection';
import { ThreadMenu, type ReportDialogSlot } from './thread-menu';
import { verbatim } from '@/lib/verbatim';
import { Icon } from '@/components/icon';

/** At most one typing signal per this long. */
const TYPING_EVERY_MS = 2_500;

/**
 * On a phone the thread is the whole screen under the navbar (web/components/navbar.tsx: h-16 and
 * its 1px border), so the composer sits on the screen's bottom edge, or on the keyboard's top edge
 * once it opens; wider, it is a card in the dashboard's column, the window's height less the navbar
 * and the page's padding.
 */
const FRAME_CLASS =
  'fixed inset-x-0 top-[4.0625rem] bottom-0 z-10 flex flex-col bg-white ' +
  'md:static md:z-auto md:h-[calc(100dvh-8rem)] md:min-h-96 md:rounded-xl md:ring-1 md:ring-slate-200';

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
  const me = thread.side === 'buyer' ? thread.buyer : thread.side === 'seller' ? thread.seller : null;
  const other = thread.side === 'buyer' ? thread.seller : thread.buyer;
  const { messages, pending, status, otherRead, isOtherTyping, send, signalTyping } = useLiveThread(thread, me);
  const list = useScrollAtEnd<HTMLOListElement>(messages.length + pending.length);
  const keyboardInset = useKeyboardInset();
  const otherName = other.name;

  const lastMineSeen = me
    ? messages.filter((message) => message.senderId === me._id && message.seq <= otherRead).at(-1)?.seq
    : undefined;
  const statusText: Record<ConnectionStatus, string> = {
    connecting: t`Connecting…`,
    live: t`Connected`,
    offline: t`Offline: new messages arrive when you are back online.`,
    polling: t`Live updates are blocked on this network: checking for new messages every few seconds.`,
  };

  return (
    <section className={FRAME_CLASS} style={keyboardInset > 0 ? { bottom: keyboardInset } : undefined}>
      <header className="flex shrink-0 items-center gap-3 border-b border-slate-200 p-3">
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
      <ol
        ref={list}
        aria-label={t`Messages`}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain p-3"
        aria-live="polite"
      >
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
      </ol>
      {isOtherTyping && (
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
      {me && thread.status === 'open' && <Composer send={send} signalTyping={signalTyping} />}
    </section>
  );
}

/**
 * Writing a message: the text grows to a few lines, then scrolls, and Send stays beside it. Enter
 * sends and Shift+Enter starts a new line (a phone's keyboard shows Send on its Enter key).
 */
function Composer({ send, signalTyping }: { send: (text: string) => void; signalTyping: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const lastTyping = useRef(0);
  const textarea = useFitToText(draft);
  const left = MESSAGE_MAX_LENGTH - draft.length;
  const leftText = formatNumber(left);

  const submit = () => {
    const text = draft.trim();
    if (!text || text.length > MESSAGE_MAX_LENGTH) return;
    setDraft('');
    send(text);
  };

  return (
    <form
      className="flex shrink-0 items-end gap-2 border-t border-slate-200 bg-white p-2 md:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">
          <Trans>Message</Trans>
        </span>
        <textarea
          ref={textarea}
          value={draft}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          enterKeyHint="send"
          placeholder={t`Write a message`}
          // 16px text: Safari on iOS zooms into a smaller field when it takes the focus.
          className="block max-h-32 w-full resize-none overflow-y-auto rounded-lg border border-slate-300 px-3 py-2 text-base"
          onChange={(event) => {
            setDraft(event.target.value);
            if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = Date.now();
              signalTyping();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {left < 200 && (
          <span className="text-xs text-slate-500">
            <Trans>{leftText} characters left</Trans>
          </span>
        )}
      </label>
      <button
        type="submit"
        className="btn-primary shrink-0"
        disabled={draft.trim() === ''}
        // The text keeps the focus, so a phone's keyboard stays open and nothing moves under the finger.
        onMouseDown={(event) => event.preventDefault()}
      >
        <Trans>Send</Trans>
      </button>
    </form>
  );
}
