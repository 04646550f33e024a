/**
 * The chat part of the load and crash tests (conversations): buyers hold WebSockets on their
 * conversations and write over them while sellers answer by plain requests; every acknowledgement
 * is recorded, and afterwards the stored messages (in each conversation's Durable Object) must hold
 * each acknowledged message once, numbered 1…n without gaps, and every socket must have seen its conversation in order, each message once.
 */
import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '../../worker/conversations/protocol';
import type { Account } from './accounts';
import { inBatches } from './pacing';
import type { Recorder } from './recorder';
import { percentile, type Checks } from './report';

export interface Conversation {
  id: string;
  buyer: Account;
  seller: Account;
}

/** An acknowledged message: what the server said it stored. */
interface Acked {
  conversationId: string;
  clientId: string;
  id: string;
  seq: number;
}

export class ChatLedger {
  readonly acked: Acked[] = [];
  readonly ackMs: number[] = [];
  /** Each socket's view: the message numbers it was sent, in the order they came. */
  readonly views: { conversationId: string; seqs: number[]; from: number }[] = [];
  refused = 0;
}

/** Starts a conversation for each (buyer, product) pair; the product's seller is the other side. */
export async function startConversations(
  api: Recorder,
  pairs: { buyer: Account; productId: string; seller: Account }[],
) {
  return inBatches(pairs, 16, async ({ buyer, productId, seller }) => {
    const res = await api.call<{ conversationId: string }>('chat: POST /conversations', '/api/conversations', {
      token: buyer.token,
      json: { productId },
      expect: [201, 200],
    });
    if (!res.body.conversationId) throw new Error(`Starting a conversation answered ${res.status}.`);
    return { id: res.body.conversationId, buyer, seller } satisfies Conversation;
  });
}

const socketUrl = (baseUrl: string, id: string) =>
  `${baseUrl.replace(/^http/, 'ws')}/api/conversations/${encodeURIComponent(id)}/socket`;

/**
 * A participant's socket: says hello after `after`, records every message number it is sent,
 * and sends messages one after another, each after the previous one's acknowledgement.
 */
export class ChatSocket {
  readonly seqs: number[] = [];
  #socket: WebSocket | null = null;
  #waiting = new Map<string, { resolve: (acked: Acked | null) => void; started: number }>();
  #ready: Promise<void> | null = null;

  constructor(
    readonly baseUrl: string,
    readonly conversation: Conversation,
    readonly account: Account,
    readonly ledger: ChatLedger,
  ) {}

  get last() {
    return this.seqs.at(-1) ?? 0;
  }

  open(after = this.last) {
    const from = after;
    const socket = new WebSocket(socketUrl(this.baseUrl, this.conversation.id), [
      'thanda.v1',
      `access-token.${this.account.token}`,
    ]);
    this.#socket = socket;
    const view = { conversationId: this.conversation.id, seqs: [] as number[], from };
    const seen = new Set<string>();
    this.ledger.views.push(view);
    this.#ready = new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello', after })));
      socket.addEventListener('error', () => reject(new Error('the socket failed')));
      socket.addEventListener('close', () => {
        reject(new Error('the socket closed before it was ready'));
        for (const [, waiter] of this.#waiting) waiter.resolve(null);
        this.#waiting.clear();
      });
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as ServerEvent;
        if (message.type === 'ready') resolve();
        // A resent message the server had stored before a crash is acknowledged again with the same
        // id: that is the same message, not a second delivery.
        const repeatAck = message.type === 'ack' && seen.has(message.message._id);
        if ((message.type === 'message' || message.type === 'ack') && !repeatAck) {
          seen.add(message.message._id);
          view.seqs.push(message.message.seq);
          this.seqs.push(message.message.seq);
        }
        if (message.type === 'ack') {
          const waiter = this.#waiting.get(message.clientId);
          if (!waiter) return;
          this.#waiting.delete(message.clientId);
          this.ledger.ackMs.push(performance.now() - waiter.started);
          const acked = {
            conversationId: this.conversation.id,
            clientId: message.clientId,
            id: message.message._id,
            seq: message.message.seq,
          };
          this.ledger.acked.push(acked);
          waiter.resolve(acked);
        }
        if (message.type === 'error' && message.clientId) {
          this.ledger.refused += 1;
          this.#waiting.get(message.clientId)?.resolve(null);
          this.#waiting.delete(message.clientId);
        }
      });
    });
    return this.#ready;
  }

  /** Sends one message and waits for its acknowledgement; null when none came (refused, closed). */
  send(text: string, clientId: string = randomUUID()) {
    return new Promise<Acked | null>((resolve) => {
      this.#waiting.set(clientId, { resolve, started: performance.now() });
      try {
        this.#socket!.send(JSON.stringify({ type: 'send', clientId, text }));
      } catch {
        this.#waiting.delete(clientId);
        resolve(null);
      }
    });
  }

  close() {
    this.#socket?.close(1000);
  }
}

/** A seller's answer by plain request (the way a blocked network sends), recorded when acknowledged. */
export async function answerOverHttp(api: Recorder, ledger: ChatLedger, conversation: Conversation, text: string) {
  const clientId = randomUUID();
  const started = performance.now();
  const res = await api.call<{ message?: { _id: string; seq: number } }>(
    'chat: POST /conversations/:id/messages',
    `/api/conversations/${conversation.id}/messages`,
    { token: conversation.seller.token, json: { clientId, text }, expect: [201, 429] },
  );
  if (res.status !== 201 || !res.body.message) {
    ledger.refused += 1;
    return null;
  }
  ledger.ackMs.push(performance.now() - started);
  const acked = { conversationId: conversation.id, clientId, id: res.body.message._id, seq: res.body.message.seq };
  ledger.acked.push(acked);
  return acked;
}

interface StoredMessage {
  id: string;
  conversationId: string;
  seq: number;
  clientId: string;
}

/**
 * The run's conversations and messages as they are stored: each conversation's messages are in its
 * Durable Object's own storage (docs/decisions/036), which only the Worker reaches, so they are
 * read as its buyer reads them, page after page from the start; `last_seq` comes from D1 with them.
 */
export async function readStoredChat(baseUrl: string, conversations: Conversation[]) {
  const messages: StoredMessage[] = [];
  const numbered: { id: string; lastSeq: number }[] = [];
  await inBatches(conversations, 8, async ({ id, buyer }) => {
    for (let after = 0; ;) {
      const res = await fetch(new URL(`/api/conversations/${encodeURIComponent(id)}?after=${after}`, baseUrl), {
        headers: { Authorization: `Bearer ${buyer.token}` },
      });
      if (!res.ok) throw new Error(`Reading conversation ${id} answered ${res.status}.`);
      const page = (await res.json()) as {
        lastSeq: number;
        messages: { _id: string; seq: number; clientId: string }[];
      };
      if (after === 0) numbered.push({ id, lastSeq: page.lastSeq });
      for (const m of page.messages) messages.push({ id: m._id, conversationId: id, seq: m.seq, clientId: m.clientId });
      if (page.messages.length === 0) return;
      after = page.messages.at(-1)!.seq;
    }
  });
  return { messages, conversations: numbered };
}

/**
 * What the run's rows must show: each acknowledged message stored once with the number it was
 * acknowledged with; each conversation numbered 1…n with `last_seq` n; and each socket sent its
 * conversation's messages in order, once, with none missing between its first and last.
 */
export function checkChat(
  checks: Checks,
  ledger: ChatLedger,
  stored: Awaited<ReturnType<typeof readStoredChat>>,
  expected: { conversations: number; messages: number },
) {
  const byClient = new Map<string, StoredMessage[]>();
  for (const message of stored.messages) {
    const key = `${message.conversationId}/${message.clientId}`;
    byClient.set(key, [...(byClient.get(key) ?? []), message]);
  }
  const lost = ledger.acked.filter((acked) => !byClient.has(`${acked.conversationId}/${acked.clientId}`));
  const twice = [...byClient.values()].filter((rows) => rows.length > 1);
  const renumbered = ledger.acked.filter((acked) => {
    const row = byClient.get(`${acked.conversationId}/${acked.clientId}`)?.[0];
    return row && (row.id !== acked.id || row.seq !== acked.seq);
  });
  checks.add(
    `chat: at least ${expected.conversations} conversations and ${expected.messages} acknowledged messages`,
    stored.conversations.length >= expected.conversations && ledger.acked.length >= expected.messages,
    `${stored.conversations.length} conversations, ${ledger.acked.length} acknowledged`,
  );
  checks.add('chat: every acknowledged message is stored', lost.length === 0, `${lost.length} lost`);
  checks.add('chat: no message is stored twice', twice.length === 0, `${twice.length} stored twice`);
  checks.add(
    'chat: each is stored with the id and number it was acknowledged with',
    renumbered.length === 0,
    `${renumbered.length} differ`,
  );

  const seqsOf = new Map<string, number[]>();
  for (const message of stored.messages)
    seqsOf.set(message.conversationId, [...(seqsOf.get(message.conversationId) ?? []), message.seq]);
  const gapped = stored.conversations.filter((conversation) => {
    const seqs = seqsOf.get(conversation.id) ?? [];
    return seqs.length !== conversation.lastSeq || seqs.some((seq, index) => seq !== index + 1);
  });
  checks.add(
    'chat: every conversation is numbered 1…n without gaps, and its last_seq is n',
    gapped.length === 0,
    `${gapped.length} of ${stored.conversations.length} are not`,
  );

  const lastStored = new Map(stored.conversations.map((conversation) => [conversation.id, conversation.lastSeq]));
  const broken = ledger.views.filter(({ seqs, from, conversationId }) => {
    if (seqs.length === 0) return false;
    // In order, once each, starting right after the cursor, with nothing missing in between.
    const contiguous = seqs.every((seq, index) => seq === from + index + 1);
    return !contiguous || seqs.at(-1)! > (lastStored.get(conversationId) ?? 0);
  });
  checks.add(
    'chat: every socket got its conversation in order, each message once, none missing',
    broken.length === 0,
    `${broken.length} of ${ledger.views.length} sockets did not`,
  );
  // The last socket of each conversation reconnected from its start after the writing ended.
  const finalViews = new Map(ledger.views.map((view) => [view.conversationId, view]));
  const short = stored.conversations.filter(
    (conversation) => (finalViews.get(conversation.id)?.seqs.length ?? 0) !== conversation.lastSeq,
  );
  checks.add(
    'chat: a socket reconnecting from the start gets every stored message',
    short.length === 0,
    `${short.length} conversations short`,
  );
}

export function chatFigures(ledger: ChatLedger, durationMs: number, sockets: number, conversations: number) {
  const sorted = [...ledger.ackMs].sort((a, b) => a - b);
  const rate = ledger.acked.length / (durationMs / 1000);
  return [
    `chat: ${conversations} conversations, ${sockets} sockets at once, ${ledger.acked.length} messages acknowledged`,
    `      in ${(durationMs / 1000).toFixed(1)} s (${rate.toFixed(0)} messages/s); acknowledgement p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, p99 ${Math.round(percentile(sorted, 99))} ms; ${ledger.refused} refused`,
  ].join('\n');
}

export interface ChatPlan {
  api: Recorder;
  baseUrl: string;
  /** Buyers, each holding one socket at a time: the number of sockets open at once. */
  buyers: Account[];
  /** Listings and their sellers' accounts, which answer by plain requests. */
  listings: { productId: string; seller: Account }[];
  conversationsPerBuyer: number;
  messagesPerConversation: number;
  repliesPerSeller: number;
}

/**
 * The chat phase: every buyer opens its conversations one after another and writes its messages
 * over the socket, each after the last one's acknowledgement, while the sellers answer by plain
 * requests. Then every conversation is read once more by a fresh socket from its start.
 */
export async function runChat(plan: ChatPlan) {
  const ledger = new ChatLedger();
  const pairs = plan.buyers.flatMap((buyer, b) =>
    Array.from({ length: plan.conversationsPerBuyer }, (_, k) => {
      const listing = plan.listings[(b * plan.conversationsPerBuyer + k) % plan.listings.length]!;
      return { buyer, productId: listing.productId, seller: listing.seller };
    }),
  );
  const conversations = await startConversations(plan.api, pairs);
  const started = performance.now();
  let writing = true;
  const buyersDone = Promise.all(
    plan.buyers.map(async (buyer) => {
      for (const conversation of conversations.filter((c) => c.buyer === buyer)) {
        const socket = new ChatSocket(plan.baseUrl, conversation, buyer, ledger);
        await socket.open(0);
        for (let n = 1; n <= plan.messagesPerConversation; n += 1)
          await socket.send(`Message ${n} from ${buyer.name}: is it still available?`);
        socket.close();
      }
    }),
  );
  const sellers = [...new Set(plan.listings.map((listing) => listing.seller))];
  const sellersDone = Promise.all(
    sellers.map(async (seller) => {
      const theirs = conversations.filter((c) => c.seller === seller);
      for (let n = 0; n < plan.repliesPerSeller && writing && theirs.length > 0; n += 1)
        await answerOverHttp(plan.api, ledger, theirs[n % theirs.length]!, `Reply ${n + 1}: yes, come and see it.`);
    }),
  );
  await buyersDone;
  writing = false;
  await sellersDone;
  const durationMs = performance.now() - started;
  // Every conversation once more, from its start: the reconnecting view.
  await inBatches(conversations, 25, async (conversation) => {
    const socket = new ChatSocket(plan.baseUrl, conversation, conversation.buyer, ledger);
    await socket.open(0);
    socket.close();
  });
  return { ledger, conversations, durationMs };
}

export interface ChatKillPlan {
  api: Recorder;
  baseUrl: string;
  /** One conversation (and one socket) each. */
  buyers: Account[];
  listings: { productId: string; seller: Account }[];
  ackedBeforeKill: number;
  messagesAfter: number;
  kill: () => Promise<void>;
  restart: () => Promise<void>;
}

/**
 * The crash test's chat part: sockets stream messages, the Worker is killed hard, and once it is
 * back every client reconnects after the last message it saw, sends again what was not
 * acknowledged (same client id), and writes some more.
 */
export async function runChatKill(plan: ChatKillPlan) {
  const ledger = new ChatLedger();
  const conversations = await startConversations(
    plan.api,
    plan.buyers.map((buyer, index) => {
      const listing = plan.listings[index % plan.listings.length]!;
      return { buyer, productId: listing.productId, seller: listing.seller };
    }),
  );
  const sockets = conversations.map(
    (conversation) => new ChatSocket(plan.baseUrl, conversation, conversation.buyer, ledger),
  );
  await Promise.all(sockets.map((socket) => socket.open(0)));
  const unacknowledged = new Map<ChatSocket, { clientId: string; text: string }>();
  let streaming = true;
  const streams = sockets.map(async (socket) => {
    for (let n = 1; streaming; n += 1) {
      const pending = { clientId: randomUUID(), text: `Before the crash, message ${n}` };
      if (!(await socket.send(pending.text, pending.clientId))) {
        unacknowledged.set(socket, pending);
        return;
      }
    }
  });
  const deadline = Date.now() + 60_000;
  while (ledger.acked.length < plan.ackedBeforeKill) {
    if (Date.now() > deadline) throw new Error('The chat stream stalled before the kill.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ackedAtKill = ledger.acked.length;
  await plan.kill();
  await Promise.all(streams);
  streaming = false;
  await plan.restart();
  await inBatches(sockets, 10, async (socket) => {
    await socket.open(socket.last);
    const pending = unacknowledged.get(socket);
    if (pending) await socket.send(pending.text, pending.clientId);
    for (let n = 1; n <= plan.messagesAfter; n += 1) await socket.send(`After the crash, message ${n}`);
    socket.close();
  });
  await inBatches(conversations, 10, async (conversation) => {
    const socket = new ChatSocket(plan.baseUrl, conversation, conversation.buyer, ledger);
    await socket.open(0);
    socket.close();
  });
  return { ledger, conversations, ackedAtKill, cutOff: unacknowledged.size };
}
