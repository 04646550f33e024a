/**
 * One conversation's Durable Object: it puts the conversation's messages in one order, keeps them
 * in its own SQLite storage and fans them out to the participants' WebSockets
 * (docs/decisions/012-conversations.md, 036-messages-in-conversation-storage.md). A message is
 * acknowledged only after D1 numbered it (updating the conversation's summary) and the object
 * stored it; sockets are accepted with the hibernation API, so an idle conversation costs nothing
 * while its sockets stay open. The first time it is used, the object takes its messages from D1.
 *
 * The Worker checks the access token and the participant before it forwards an upgrade here, and
 * names them in headers no outside request can reach. A socket lasts no longer than that token (an
 * alarm at the earliest expiry closes it), and a deleted account's sockets are closed at once
 * (`endSessionsOf`).
 */
import { DurableObject } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { conversations } from '../db/schema';
import type { Bindings } from '../env';
import { Refusal, refusalRules, type RefusalReason } from '../lib/refusal';
import { withinLimit } from '../middleware/rate-limit';
import { socketMessageSchema, type MessageInput } from '../../shared/schemas/conversations';
import { markRead, storeMessage } from './conversations';
import { MessageStore, toApiMessage, type ThreadPage } from './message-store';
import { markMessagesMoved, messagesToMove, MOVE_PAGE } from './move-messages';
import { activeUserById, unsuspendedUserById } from '../accounts';
import { SESSION_EXPIRED_CLOSE, type ServerEvent } from './protocol';
import { notify } from '../notifications';
import { errorName, log } from '../lib/logger';
import { awayNotice } from './away-notice';

export const PARTICIPANT_HEADER = 'X-Thanda-Participant';
export const CONVERSATION_HEADER = 'X-Thanda-Conversation';
/** When the access token that opened the socket expires (milliseconds since the epoch). */
export const SESSION_ENDS_HEADER = 'X-Thanda-Session-Ends';
export const SOCKET_PROTOCOL = 'thanda.v1';
const TYPING_GAP_MS = 1_000;

interface Attachment {
  userId: string;
  conversationId: string;
  /** Set once the socket said hello and got what it missed: from then on it gets every new message. */
  live: boolean;
  /** When its access token expires: after that the socket is closed, and the client comes back with a fresh one. */
  sessionEnds: number;
}

/** What a send answers: the stored message, or why it was refused. */
export type SendResult = { ok: true; message: ReturnType<typeof toApiMessage> } | { ok: false; reason: RefusalReason };
/** What a read mark answers: the reader's mark now, or why it was refused. */
export type ReadResult = { ok: true; readSeq: number } | { ok: false; reason: RefusalReason };

/**
 * Whether the socket's access token has expired. A socket accepted before its attachment carried
 * `sessionEnds` counts as expired.
 */
const hasExpired = (attachment: Attachment | null, now = Date.now()) => !(now < (attachment?.sessionEnds ?? 0));

/** The conversation's Durable Object, named by the conversation's id. */
export const conversationRoom = (env: Pick<Bindings, 'CONVERSATIONS'>, id: string) => env.CONVERSATIONS.getByName(id);

export class ConversationRoom extends DurableObject<Bindings> {
  /** Sends, hellos, read marks and typing signals run one at a time, so every socket sees one order, once. */
  #queue: Promise<unknown> = Promise.resolve();
  /**
   * When each person last signalled typing, over all their sockets (forgotten when the object
   * hibernates, which is fine).
   */
  readonly #lastTyping = new Map<string, number>();
  /** Senders whose current run of messages the other side, away, was already told of. */
  readonly #awayTold = new Set<string>();
  readonly #store: MessageStore;
  /** The conversation's messages were all taken from D1 (`#moveIn`): remembered while awake. */
  #moved = false;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new MessageStore(ctx.storage.sql);
  }

  #inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.#queue.then(task, task);
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  #db() {
    // The primary: what a socket is sent after its cursor must include every acknowledged message.
    return createDb(this.env.DB.withSession('first-primary'));
  }

  override async fetch(request: Request) {
    const userId = request.headers.get(PARTICIPANT_HEADER);
    const conversationId = request.headers.get(CONVERSATION_HEADER);
    // Without the header, NaN (refused below), not `Number(null)`'s 0.
    const sessionEnds = Number(request.headers.get(SESSION_ENDS_HEADER) ?? Number.NaN);
    if (
      !userId ||
      !conversationId ||
      !Number.isFinite(sessionEnds) ||
      request.headers.get('Upgrade')?.toLowerCase() !== 'websocket'
    )
      return new Response(null, { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ userId, conversationId, live: false, sessionEnds } satisfies Attachment);
    await this.#wakeAtNextExpiry();
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { 'Sec-WebSocket-Protocol': SOCKET_PROTOCOL },
    });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer) {
    const me = ws.deserializeAttachment() as Attachment;
    if (this.#closedAsExpired(ws, me)) return;
    let data: unknown;
    try {
      data = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    } catch {
      data = undefined;
    }
    const parsed = socketMessageSchema.safeParse(data);
    if (!parsed.success) {
      const clientId = (data as { clientId?: unknown } | undefined)?.clientId;
      const issue = parsed.error.issues[0]?.message ?? refusalRules['invalid-input'].message;
      this.#send(ws, {
        type: 'error',
        reason: 'invalid-input',
        message: issue,
        clientId: typeof clientId === 'string' ? clientId : null,
      });
      return;
    }
    const event = parsed.data;
    switch (event.type) {
      case 'hello':
        // Each hello reads D1: a client reconnecting in a loop is held to the write budget.
        if (!(await withinLimit(this.env, 'WRITE_LIMITER', me.userId))) {
          this.#refuse(ws, 'too-many-requests', null);
          ws.close(1008, 'Too many requests');
          return;
        }
        await this.#inTurn(() => this.#catchUp(ws, me, event.after));
        return;
      case 'send': {
        const result = await this.#post(me.conversationId, me.userId, event, ws);
        if (!result.ok) this.#refuse(ws, result.reason, event.clientId);
        if (!result.ok && result.reason === 'account-inactive') this.#endSession(ws);
        return;
      }
      case 'read':
        // A read mark writes D1: held to the same budget as over plain requests.
        if (await withinLimit(this.env, 'WRITE_LIMITER', me.userId)) {
          const result = await this.read(me.conversationId, me.userId, event.seq);
          if (!result.ok) this.#refuse(ws, result.reason, null);
          if (!result.ok && result.reason === 'account-inactive') this.#endSession(ws);
        }
        return;
      case 'typing':
        await this.#typing(ws, me.userId, me.conversationId);
        return;
    }
  }

  /** At the earliest token expiry among the sockets: closes those expired, and waits for the next. */
  override async alarm() {
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets())
      if (hasExpired(ws.deserializeAttachment() as Attachment | null, now)) this.#endSession(ws);
    await this.#wakeAtNextExpiry(now);
  }

  /**
   * Sets the alarm to the earliest expiry among the sockets still in time. Nothing is awaited
   * before the alarm is written, so a socket accepted meanwhile cannot be left out of it.
   */
  #wakeAtNextExpiry(now = Date.now()) {
    const ends = this.ctx.getWebSockets().flatMap((ws) => {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      return attachment && !hasExpired(attachment, now) ? [attachment.sessionEnds] : [];
    });
    return ends.length > 0 ? this.ctx.storage.setAlarm(Math.min(...ends)) : undefined;
  }

  /**
   * Tells the other side the person is typing: at most once a second per person, however many
   * sockets they have open, and never for a suspended or deleted account nor in a blocked
   * conversation, both read from the primary (a signal this rare can afford it). In turn, so it
   * reaches the other side before the message sent after it.
   */
  async #typing(ws: WebSocket, userId: string, conversationId: string) {
    const now = Date.now();
    if (now - (this.#lastTyping.get(userId) ?? 0) < TYPING_GAP_MS) return;
    this.#lastTyping.set(userId, now);
    await this.#inTurn(async () => {
      const db = this.#db();
      const [[mayWrite], [conversation]] = await db.batch([
        unsuspendedUserById(db, userId),
        db
          .select({ blockedBy: conversations.blockedBy })
          .from(conversations)
          .where(eq(conversations.id, conversationId)),
      ]);
      if (mayWrite && conversation && conversation.blockedBy === null) this.#broadcast({ type: 'typing', userId }, ws);
    });
  }

  override async webSocketClose(ws: WebSocket) {
    // The client's own close code may be one a server cannot send back (1005, 1006).
    try {
      ws.close(1000, 'Bye');
    } catch {
      // Already closed.
    }
  }

  /**
   * Sends the socket every message after its cursor, in order, then makes it live. The account is
   * read from the primary with the first page: a deleted one hears nothing, even on a socket the
   * upgrade let through from a replica behind the deletion, or that crossed `endSessionsOf`.
   */
  async #catchUp(ws: WebSocket, me: Attachment, after: number) {
    await this.#moveIn(me.conversationId);
    const account = await activeUserById(this.#db(), me.userId);
    if (account.length === 0) {
      this.#refuse(ws, 'account-inactive', null);
      this.#endSession(ws);
      return;
    }
    for (let cursor = after; ;) {
      const { messages } = this.#store.page({ after: cursor });
      for (const message of messages) this.#send(ws, { type: 'message', message: toApiMessage(message) });
      if (messages.length === 0) break;
      cursor = messages.at(-1)!.seq;
    }
    ws.serializeAttachment({ ...me, live: true } satisfies Attachment);
    this.#send(ws, { type: 'ready' });
  }

  /** A page of the thread, oldest first (GET /api/conversations/:id, once the caller may read it). */
  async thread(conversationId: string, page: ThreadPage) {
    return this.#inTurn(async () => {
      await this.#moveIn(conversationId);
      const { messages, hasOlder } = this.#store.page(page);
      return { messages: messages.map(toApiMessage), hasOlder };
    });
  }

  /** The newest `count` messages, oldest first: what the moderation queue shows of a reported conversation. */
  async recent(conversationId: string, count: number) {
    return (await this.thread(conversationId, {})).messages.slice(-count);
  }

  /**
   * Takes the conversation's messages from D1 if it has not yet (the move of decision 036), and
   * answers how many it copied now. `pages` stops it early, as an interruption would (tests).
   */
  async moveIn(conversationId: string, pages = Number.POSITIVE_INFINITY) {
    return this.#inTurn(() => this.#moveIn(conversationId, pages));
  }

  /**
   * Copies D1's messages of the conversation page by page after the newest it holds, then marks
   * the conversation moved in D1, then here: stopped anywhere, it resumes, and copies nothing twice.
   */
  async #moveIn(conversationId: string, pages = Number.POSITIVE_INFINITY) {
    this.#moved ||= this.#store.isMoved();
    if (this.#moved) return 0;
    const db = this.#db();
    let copied = 0;
    for (let page = 0; ; page++) {
      if (page >= pages) return copied;
      const rows = await messagesToMove(db, conversationId, this.#store.lastSeq());
      copied += this.#store.put(rows);
      if (rows.length < MOVE_PAGE) break;
    }
    await markMessagesMoved(db, conversationId);
    this.#store.markMoved();
    this.#moved = true;
    return copied;
  }

  /**
   * Stores a message and fans it out to every live socket but the sender's own (which gets the
   * acknowledgement). A retry of a stored message (same client id) is acknowledged again, not fanned
   * out: every socket had it the first time. Both the sockets and the Worker's plain-request route
   * send through here.
   */
  async post(conversationId: string, senderId: string, input: MessageInput): Promise<SendResult> {
    return this.#post(conversationId, senderId, input);
  }

  async #post(conversationId: string, senderId: string, input: MessageInput, from?: WebSocket): Promise<SendResult> {
    if (!(await withinLimit(this.env, 'MESSAGE_LIMITER', senderId))) return { ok: false, reason: 'too-many-requests' };
    return this.#inTurn(async () => {
      try {
        await this.#moveIn(conversationId);
        const stored = await storeMessage(this.#db(), this.#store, { conversationId, senderId, input });
        const message = toApiMessage(stored.message);
        // Inside the turn, so the sender's socket gets its acknowledgement before any later message.
        if (from) this.#send(from, { type: 'ack', clientId: input.clientId, message });
        if (stored.isNew) {
          this.#broadcast({ type: 'message', message }, from);
          this.ctx.waitUntil(this.#tellIfAway(conversationId, senderId));
        }
        return { ok: true, message } as const;
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, reason: error.reason } as const;
        throw error;
      }
    });
  }

  /**
   * The other side has no socket open here: they get a notification, one per run of messages they
   * have not read (keyed by their read mark), not one per message. Cheap when they are here (no D1
   * read), and once per run while they are away (the run is remembered until a read mark moves;
   * forgotten when the object hibernates, when the key still keeps it to one row).
   */
  async #tellIfAway(conversationId: string, senderId: string) {
    const someoneElseHere = this.ctx.getWebSockets().some((ws) => {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      return attachment?.live === true && attachment.userId !== senderId;
    });
    if (someoneElseHere || this.#awayTold.has(senderId)) return;
    const db = this.#db();
    try {
      const notice = await awayNotice(db, conversationId, senderId);
      if (!notice) return;
      await notify({ db, queue: this.env.NOTIFICATIONS }, [notice]);
      this.#awayTold.add(senderId);
    } catch (error) {
      log('error', 'message_notice_failed', { error: errorName(error) });
    }
  }

  /** Moves the reader's read mark and tells the other side (read receipts). */
  async read(conversationId: string, userId: string, seq: number): Promise<ReadResult> {
    return this.#inTurn(async () => {
      try {
        await this.#moveIn(conversationId);
        const readSeq = await markRead(this.#db(), this.#store, { conversationId, userId, seq });
        // A new run of unread messages starts: the next one away is told again.
        this.#awayTold.clear();
        this.#broadcast({ type: 'read', userId, seq: readSeq });
        return { ok: true, readSeq } as const;
      } catch (error) {
        // A refusal crosses the Durable Object's RPC as a reason, as a class does not survive it.
        if (error instanceof Refusal) return { ok: false, reason: error.reason } as const;
        throw error;
      }
    });
  }

  /**
   * Closes every socket the user has open here, as their account was just deleted: they hear no
   * more of the conversation, and cannot come back, as the upgrade refuses an inactive account.
   */
  async endSessionsOf(userId: string) {
    const sockets = this.ctx.getWebSockets(userId);
    for (const ws of sockets) this.#endSession(ws);
    return sockets.length;
  }

  #refuse(ws: WebSocket, reason: RefusalReason, clientId: string | null) {
    this.#send(ws, { type: 'error', reason, message: refusalRules[reason].message, clientId });
  }

  #send(ws: WebSocket, event: ServerEvent) {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket closed meanwhile; it catches up when it reconnects.
    }
  }

  #broadcast(event: ServerEvent, except?: WebSocket) {
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue;
      const attachment = ws.deserializeAttachment() as Attachment | null;
      if (attachment?.live && !this.#closedAsExpired(ws, attachment)) this.#send(ws, event);
    }
  }

  /**
   * Closes a socket whose access token has expired, before it is sent or heard anything more (the
   * alarm may not have run yet); the client reconnects with a fresh token, or cannot if the account
   * was deleted.
   */
  #closedAsExpired(ws: WebSocket, attachment: Attachment) {
    if (!hasExpired(attachment)) return false;
    this.#endSession(ws);
    return true;
  }

  /**
   * Closes the socket with the expired session's code, for an expired token or a deleted account
   * alike: the client comes back with a fresh token, which a deleted account cannot get.
   */
  #endSession(ws: WebSocket) {
    try {
      ws.close(SESSION_EXPIRED_CLOSE, 'Session expired');
    } catch {
      // Already closed.
    }
  }
}
