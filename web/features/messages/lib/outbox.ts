/**
 * Messages written and not acknowledged yet, kept in localStorage until the server has them
 * (issue 64): one written offline is sent when the network returns, even if its thread was left or
 * the tab closed meanwhile. The server stores a client id once per sender, so one sent again (by
 * the thread and by `flushOutbox` at once) is still one message. They are kept for the person who
 * wrote them only (the user id in their access token), and forgotten at sign-out.
 */
import { accessToken } from '@/lib/access-token';
import { ApiRequestError } from '@/lib/api-client';
import { tokenSubject } from '@/lib/token-subject';
import { sendOverHttp } from '@/features/messages/api/conversations';

const KEY = 'outbox';

export interface OutgoingMessage {
  conversationId: string;
  clientId: string;
  text: string;
}

interface Stored {
  owner: string;
  messages: OutgoingMessage[];
}

const owner = () => tokenSubject(accessToken.get());

/** The signed-in person's waiting messages; none for anyone else. */
function waiting(): OutgoingMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.owner === owner() ? stored.messages : [];
  } catch {
    return [];
  }
}

function keep(messages: OutgoingMessage[]) {
  const writer = owner();
  if (!writer || messages.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify({ owner: writer, messages } satisfies Stored));
}

export const outbox = {
  add: (message: OutgoingMessage) => keep([...waiting().filter((m) => m.clientId !== message.clientId), message]),
  /** Acknowledged, or refused (the thread says so): not sent again. */
  remove: (clientId: string) => keep(waiting().filter((m) => m.clientId !== clientId)),
  of: (conversationId: string) => waiting().filter((m) => m.conversationId === conversationId),
  /** At sign-out: a shared phone's next person must neither see nor send them. */
  clear: () => localStorage.removeItem(KEY),
};

/**
 * An answer that will be the same next time (the conversation was blocked meanwhile), unlike a lost
 * network, a lost session, a busy server or a send that lost a race (which asks to be sent again).
 */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 429].includes(error.status) &&
  error.reason !== 'message-not-stored';

/**
 * Sends what is waiting, in the order it was written, over plain requests. A message the server
 * refuses for good is dropped; otherwise it waits for the next time, with those after it.
 */
export async function flushOutbox() {
  for (const message of waiting()) {
    try {
      await sendOverHttp(message.conversationId, message.clientId, message.text);
    } catch (error) {
      if (!isFinal(error)) return;
    }
    outbox.remove(message.clientId);
  }
}
