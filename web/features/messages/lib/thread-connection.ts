/**
 * A thread's live connection: the conversation's WebSocket while it works, plain requests when it
 * does not (docs/decisions/012-conversations.md). It resumes after the newest message it has seen,
 * so a reconnecting thread gets what it missed, in order; the thread drops any message it already
 * has by its number, so each shows once. Sends that were not acknowledged are sent again with the
 * same id, which the server stores once.
 */
import type { ServerEvent } from '../../../../worker/conversations/protocol';
import type { SocketMessage } from '@shared/schemas/conversations';
import { accessToken } from '@/lib/access-token';
import { refusalText } from '@/lib/refusal-text';
import {
  markReadOverHttp,
  messagesAfter,
  sendOverHttp,
  type ThreadMessage,
} from '@/features/messages/api/conversations';
import { outbox } from './outbox';

export type ConnectionStatus = 'connecting' | 'live' | 'offline' | 'polling';

export interface ThreadHandlers {
  messages: (messages: ThreadMessage[]) => void;
  acknowledged: (clientId: string, message: ThreadMessage) => void;
  refused: (clientId: string | null, message: string) => void;
  read: (userId: string, seq: number) => void;
  typing: (userId: string) => void;
  status: (status: ConnectionStatus) => void;
}

/** Sockets that fail before they open, in a row, before the thread falls back to plain requests. */
const FAILURES_BEFORE_POLLING = 2;
const POLL_MS = 4_000;
const MAX_BACKOFF_MS = 15_000;

const socketUrl = (id: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/conversations/${id}/socket`;

export class ThreadConnection {
  #socket: WebSocket | null = null;
  #live = false;
  #stopped = false;
  #failures = 0;
  #attempt = 0;
  #polling: ReturnType<typeof setInterval> | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  /** Sent and not yet acknowledged: sent again after a reconnect. */
  readonly #unacknowledged = new Map<string, string>();
  /** The newest message this reader has seen: sent again after a reconnect, in case it went down with a socket. */
  #readSeq = 0;

  constructor(
    readonly id: string,
    /** The newest message the thread has. */
    private lastSeq: number,
    private readonly on: ThreadHandlers,
  ) {}

  start() {
    addEventListener('online', this.#reconnect);
    addEventListener('offline', this.#goOffline);
    // Written here earlier and not acknowledged (offline, in a tab since closed): sent with the rest.
    for (const { clientId, text } of outbox.of(this.id)) this.#unacknowledged.set(clientId, text);
    void this.#connect();
  }

  stop() {
    this.#stopped = true;
    removeEventListener('online', this.#reconnect);
    removeEventListener('offline', this.#goOffline);
    if (this.#polling) clearInterval(this.#polling);
    if (this.#retry) clearTimeout(this.#retry);
    this.#socket?.close(1000);
  }

  send(clientId: string, text: string) {
    this.#unacknowledged.set(clientId, text);
    outbox.add({ conversationId: this.id, clientId, text });
    if (this.#live) this.#sendEvent({ type: 'send', clientId, text });
    else if (this.#polling || navigator.onLine) void this.#sendOverHttp(clientId, text);
    // Offline: it goes when the connection is back.
  }

  markRead(seq: number) {
    this.#readSeq = Math.max(this.#readSeq, seq);
    if (this.#live) this.#sendEvent({ type: 'read', seq });
    else void markReadOverHttp(this.id, seq).catch(() => undefined);
  }

  typing() {
    if (this.#live) this.#sendEvent({ type: 'typing' });
  }

  #sendEvent(event: SocketMessage) {
    this.#socket?.send(JSON.stringify(event));
  }

  async #sendOverHttp(clientId: string, text: string) {
    try {
      const message = await sendOverHttp(this.id, clientId, text);
      this.#acknowledge(clientId, message);
    } catch (error) {
      this.#unacknowledged.delete(clientId);
      outbox.remove(clientId);
      this.on.refused(clientId, (error as Error).message);
    }
  }

  #acknowledge(clientId: string, message: ThreadMessage) {
    this.#unacknowledged.delete(clientId);
    outbox.remove(clientId);
    this.lastSeq = Math.max(this.lastSeq, message.seq);
    this.on.acknowledged(clientId, message);
  }

  #receive(messages: ThreadMessage[]) {
    if (messages.length === 0) return;
    this.lastSeq = Math.max(this.lastSeq, ...messages.map((message) => message.seq));
    this.on.messages(messages);
  }

  readonly #goOffline = () => {
    this.#live = false;
    this.#socket?.close(1000);
    this.#socket = null;
    this.on.status('offline');
  };

  readonly #reconnect = () => {
    if (this.#retry) clearTimeout(this.#retry);
    void this.#connect();
  };

  async #connect() {
    if (this.#stopped || this.#polling) return;
    if (!navigator.onLine) return this.on.status('offline');
    this.on.status('connecting');
    try {
      // A plain request first: it renews an expired access token, and brings what was missed.
      this.#receive(await messagesAfter(this.id, this.lastSeq));
    } catch {
      return this.#scheduleRetry();
    }
    if (this.#stopped) return;
    let opened = false;
    const socket = new WebSocket(socketUrl(this.id), ['thanda.v1', `access-token.${accessToken.get() ?? ''}`]);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      opened = true;
      socket.send(JSON.stringify({ type: 'hello', after: this.lastSeq } satisfies SocketMessage));
    });
    socket.addEventListener('message', (event) => this.#handle(JSON.parse(String(event.data)) as ServerEvent));
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#live = false;
      if (this.#stopped || !navigator.onLine) return;
      this.#failures = opened ? 0 : this.#failures + 1;
      if (this.#failures >= FAILURES_BEFORE_POLLING) this.#startPolling();
      else this.#scheduleRetry();
    });
  }

  #handle(event: ServerEvent) {
    switch (event.type) {
      case 'message':
        this.#receive([event.message]);
        return;
      case 'ready':
        this.#live = true;
        this.#attempt = 0;
        this.on.status('live');
        for (const [clientId, text] of this.#unacknowledged) this.#sendEvent({ type: 'send', clientId, text });
        // A read mark only moves forward on the server, so sending it twice changes nothing.
        if (this.#readSeq > 0) this.#sendEvent({ type: 'read', seq: this.#readSeq });
        return;
      case 'ack':
        this.#acknowledge(event.clientId, event.message);
        return;
      case 'error':
        if (event.clientId) {
          this.#unacknowledged.delete(event.clientId);
          outbox.remove(event.clientId);
        }
        this.on.refused(event.clientId, refusalText(event) ?? event.message);
        return;
      case 'read':
        this.on.read(event.userId, event.seq);
        return;
      case 'typing':
        this.on.typing(event.userId);
    }
  }

  #scheduleRetry() {
    if (this.#stopped) return;
    this.on.status('connecting');
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.#attempt++);
    this.#retry = setTimeout(() => void this.#connect(), delay);
  }

  /** WebSockets are blocked here: the thread asks for new messages every few seconds instead. */
  #startPolling() {
    this.on.status('polling');
    for (const [clientId, text] of this.#unacknowledged) void this.#sendOverHttp(clientId, text);
    this.#polling = setInterval(() => {
      if (!navigator.onLine) return;
      messagesAfter(this.id, this.lastSeq).then(
        (messages) => this.#receive(messages),
        () => undefined,
      );
    }, POLL_MS);
  }
}
