/**
 * The tab's one notifications socket (GET /api/notifications/socket): the unread count when it
 * opens, then each new notification as it is made. Before each connection a plain request asks the
 * count, which renews an expired access token (the server closes the socket when the token it
 * opened with expires); a closed socket connects again after a growing pause, as a thread's does
 * (features/messages/lib/thread-connection.ts).
 */
import type { InboxEvent } from '../../../../worker/notifications/notification-inbox';
import { accessToken } from '@/lib/access-token';
import type { NotificationRow } from '@/features/notifications/api/notifications';

export interface NotificationHandlers {
  /** The unread count; `fresh` asks for it over HTTP (renewing the token), otherwise a cached one will do. */
  count: (fresh: boolean) => Promise<number>;
  unread: (unread: number) => void;
  notification: (notification: NotificationRow, unread: number) => void;
}

const MAX_BACKOFF_MS = 15_000;

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/notifications/socket`;

export class NotificationSocket {
  #socket: WebSocket | null = null;
  #stopped = false;
  #attempt = 0;
  #connections = 0;
  #retry: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly on: NotificationHandlers) {}

  start() {
    addEventListener('online', this.#reconnect);
    addEventListener('offline', this.#goOffline);
    void this.#connect();
  }

  stop() {
    this.#stopped = true;
    removeEventListener('online', this.#reconnect);
    removeEventListener('offline', this.#goOffline);
    if (this.#retry) clearTimeout(this.#retry);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
  }

  readonly #goOffline = () => {
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
  };

  readonly #reconnect = () => {
    if (this.#retry) clearTimeout(this.#retry);
    if (!this.#socket) void this.#connect();
  };

  async #connect() {
    if (this.#stopped || !navigator.onLine) return;
    try {
      // The first connection may take the count the bell already asked for; a reconnection asks
      // again, which renews the token that the server's closing may mean has expired.
      this.on.unread(await this.on.count(this.#connections++ > 0));
    } catch {
      return this.#scheduleRetry();
    }
    if (this.#stopped || this.#socket) return;
    const socket = new WebSocket(socketUrl(), ['thanda.v1', `access-token.${accessToken.get() ?? ''}`]);
    this.#socket = socket;
    socket.addEventListener('message', (message) => {
      this.#attempt = 0;
      this.#handle(JSON.parse(String(message.data)) as InboxEvent);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#scheduleRetry();
    });
  }

  #handle(event: InboxEvent) {
    if (event.type === 'unread') this.on.unread(event.unread);
    else if (event.type === 'notification') this.on.notification(event.notification, event.unread);
  }

  #scheduleRetry() {
    if (this.#stopped || !navigator.onLine) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.#attempt++);
    this.#retry = setTimeout(() => void this.#connect(), delay);
  }
}
