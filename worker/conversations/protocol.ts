/**
 * What a conversation's socket sends its client (docs/decisions/012-conversations.md). The client
 * sends `shared/schemas/conversations.ts`'s `socketMessageSchema`: `hello` with its cursor first,
 * then `send`, `read` and `typing`.
 */
import type { RefusalReason } from '../lib/refusal';
import type { ApiMessage } from './conversations';

export type ServerEvent =
  /** A message, in order: after `hello`, every one after the cursor; then each new one once. */
  | { type: 'message'; message: ApiMessage }
  /** The socket has caught up: from now on it is sent every new message. */
  | { type: 'ready' }
  /** The sender's own message, stored. */
  | { type: 'ack'; clientId: string; message: ApiMessage }
  /** The participant has seen every message up to `seq`. */
  | { type: 'read'; userId: string; seq: number }
  | { type: 'typing'; userId: string }
  /** A refused send (`clientId`) or request. */
  | { type: 'error'; reason: RefusalReason; message: string; clientId: string | null };

/** The close code of a socket whose access token expired: the client reconnects with a fresh token. */
export const SESSION_EXPIRED_CLOSE = 4001;
