/**
 * One conversation's messages in its Durable Object's own SQLite storage (docs/decisions/036):
 * numbered by the conversation's row in D1, unique by number and by (sender, client id), so a
 * retried send and a repeated move store nothing twice. Synchronous: the object's storage is local.
 */

/** A message as its conversation's object stores it. */
export interface StoredMessage {
  id: string;
  seq: number;
  senderId: string;
  text: string;
  clientId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** Messages per page of a thread. */
export const THREAD_PAGE = 100;

/** A page of a thread: the messages after `after` (oldest first), or the newest before `before`. */
export type ThreadPage = { after?: number | undefined; before?: number | undefined };

const COLUMNS = 'id, seq, sender_id AS senderId, text, client_id AS clientId, created_at AS createdAt';

type Row = Record<string, SqlStorageValue> & StoredMessage;

export class MessageStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      sender_id TEXT NOT NULL,
      client_id TEXT NOT NULL,
      text TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (sender_id, client_id)
    )`);
    // One row once the conversation's messages in D1 were all copied here (`moveIn`).
    sql.exec('CREATE TABLE IF NOT EXISTS moved (at INTEGER NOT NULL)');
  }

  /** The sender's message with this client id, if it is stored: a retried send answers it. */
  byClientId(senderId: string, clientId: string): StoredMessage | undefined {
    return this.#sql
      .exec<Row>(`SELECT ${COLUMNS} FROM messages WHERE sender_id = ? AND client_id = ?`, senderId, clientId)
      .toArray()[0];
  }

  /** Stores messages; those already stored (same number) are left as they are. Answers how many were new. */
  put(messages: StoredMessage[]) {
    let added = 0;
    for (const m of messages)
      added += this.#sql
        .exec(
          `INSERT OR IGNORE INTO messages (seq, id, sender_id, client_id, text, created_at)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING seq`,
          m.seq,
          m.id,
          m.senderId,
          m.clientId,
          m.text,
          m.createdAt,
        )
        .toArray().length;
    return added;
  }

  /** The newest message's number here (0: none). */
  lastSeq(): number {
    return this.#sql.exec<{ last: number }>('SELECT coalesce(max(seq), 0) AS last FROM messages').one().last;
  }

  /** A page of the thread, oldest first, and whether older messages exist before it. */
  page(page: ThreadPage, limit = THREAD_PAGE) {
    if (page.after !== undefined) {
      const rows = this.#sql
        .exec<Row>(`SELECT ${COLUMNS} FROM messages WHERE seq > ? ORDER BY seq LIMIT ?`, page.after, limit)
        .toArray();
      return { messages: rows, hasOlder: false };
    }
    const rows = this.#sql
      .exec<Row>(
        `SELECT ${COLUMNS} FROM messages WHERE seq < ? ORDER BY seq DESC LIMIT ?`,
        page.before ?? Number.MAX_SAFE_INTEGER,
        limit,
      )
      .toArray();
    return { messages: rows.reverse(), hasOlder: rows.length === limit };
  }

  /**
   * The numbers of the other side's messages after `floor`: what a reader whose mark lands at or
   * above `floor` may still have unread.
   */
  othersAfter(userId: string, floor: number): number[] {
    return this.#sql
      .exec<{ seq: number }>('SELECT seq FROM messages WHERE seq > ? AND sender_id <> ? ORDER BY seq', floor, userId)
      .toArray()
      .map((row) => row.seq);
  }

  isMoved() {
    return this.#sql.exec('SELECT 1 FROM moved').toArray().length > 0;
  }

  markMoved(now = Date.now()) {
    if (!this.isMoved()) this.#sql.exec('INSERT INTO moved (at) VALUES (?)', now);
  }
}

/** A stored message as the API answers it. */
export const toApiMessage = (message: StoredMessage) => ({
  _id: message.id,
  seq: message.seq,
  senderId: message.senderId,
  text: message.text,
  clientId: message.clientId,
  createdAt: new Date(message.createdAt).toISOString(),
});
export type ApiMessage = ReturnType<typeof toApiMessage>;
