/**
 * Each person's open tabs (docs/decisions/028-notifications.md): one Durable Object per user, named by
 * their id, holds their hibernating WebSockets and tells them of each new notification with the
 * unread count, so the bell moves in every tab without a reload. It stores nothing but the alarm
 * that closes a socket when its access token expires; the notifications themselves are in D1.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';
import type { ApiNotification } from './notifications';

export const INBOX_USER_HEADER = 'X-Thanda-Inbox-User';
export const INBOX_SESSION_ENDS_HEADER = 'X-Thanda-Session-Ends';
export const INBOX_UNREAD_HEADER = 'X-Thanda-Unread';
export const INBOX_PROTOCOL = 'thanda.v1';
/** An expired access token closes the socket with the code the conversation sockets use: the SPA reconnects with a fresh one. */
const SESSION_EXPIRED_CLOSE = 4001;

/** What a notifications socket is sent. */
export type InboxEvent =
  { type: 'unread'; unread: number } | { type: 'notification'; unread: number; notification: ApiNotification };

interface Attachment {
  sessionEnds: number;
}

const expired = (attachment: Attachment | null, now: number) => !(now < (attachment?.sessionEnds ?? 0));

/** The person's inbox object. */
export const notificationInbox = (env: Pick<Bindings, 'INBOXES'>, userId: string) => env.INBOXES.getByName(userId);

export class NotificationInbox extends DurableObject<Bindings> {
  override async fetch(request: Request) {
    const sessionEnds = Number(request.headers.get(INBOX_SESSION_ENDS_HEADER) ?? Number.NaN);
    const unread = Number(request.headers.get(INBOX_UNREAD_HEADER) ?? Number.NaN);
    if (
      !request.headers.get(INBOX_USER_HEADER) ||
      !Number.isFinite(sessionEnds) ||
      !Number.isFinite(unread) ||
      request.headers.get('Upgrade')?.toLowerCase() !== 'websocket'
    )
      return new Response(null, { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ sessionEnds } satisfies Attachment);
    this.#send(server, { type: 'unread', unread });
    await this.#wakeAtNextExpiry(Date.now());
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { 'Sec-WebSocket-Protocol': INBOX_PROTOCOL },
    });
  }

  /** Tells every open tab of the new notification; answers how many tabs heard it. */
  async deliver(notification: ApiNotification, unread: number) {
    const now = Date.now();
    let heard = 0;
    for (const ws of this.ctx.getWebSockets()) {
      if (this.#closedAsExpired(ws, now)) continue;
      if (this.#send(ws, { type: 'notification', unread, notification })) heard += 1;
    }
    return heard;
  }

  /** Tells every open tab the new count, after a tab read some. */
  async recount(unread: number) {
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets())
      if (!this.#closedAsExpired(ws, now)) this.#send(ws, { type: 'unread', unread });
  }

  /** The tabs say nothing that matters; a message from one is ignored. */
  override async webSocketMessage() {}

  override async webSocketClose(ws: WebSocket) {
    try {
      ws.close(1000, 'Bye');
    } catch {
      // Already closed.
    }
  }

  override async alarm() {
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets()) this.#closedAsExpired(ws, now);
    await this.#wakeAtNextExpiry(now);
  }

  #wakeAtNextExpiry(now: number) {
    const ends = this.ctx.getWebSockets().flatMap((ws) => {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      return attachment && !expired(attachment, now) ? [attachment.sessionEnds] : [];
    });
    return ends.length > 0 ? this.ctx.storage.setAlarm(Math.min(...ends)) : undefined;
  }

  #closedAsExpired(ws: WebSocket, now: number) {
    if (!expired(ws.deserializeAttachment() as Attachment | null, now)) return false;
    try {
      ws.close(SESSION_EXPIRED_CLOSE, 'Session expired');
    } catch {
      // Already closed.
    }
    return true;
  }

  #send(ws: WebSocket, event: InboxEvent) {
    try {
      ws.send(JSON.stringify(event));
      return true;
    } catch {
      return false;
    }
  }
}
