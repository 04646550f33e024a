/** Conversation requests, over HTTP and over the conversation's WebSocket (one rule for both). */
import * as z from 'zod';
import { MESSAGE_MAX_LENGTH } from '../domain';
import { idSchema, plainTextSchema } from './common';

export const conversationStartSchema = z.object({
  productId: idSchema(/*i18n*/ 'Choose the listing to ask about.'),
});

export const messageTextSchema = plainTextSchema(
  /*i18n*/ 'Write a message first.',
  MESSAGE_MAX_LENGTH,
  /*i18n*/ 'Please keep a message under 2,000 characters.',
);

/** The sender's own id for a message: a retried send with the same id is stored once. */
const clientIdSchema = z.uuid({ error: /*i18n*/ 'The message has no id.' });

export const messageInputSchema = z.object({ clientId: clientIdSchema, text: messageTextSchema });
export type MessageInput = z.infer<typeof messageInputSchema>;

const SEQ_MESSAGE = /*i18n*/ 'That message number is not valid.';
const seqSchema = z
  .number({ error: SEQ_MESSAGE })
  .int(SEQ_MESSAGE)
  .min(0, SEQ_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, SEQ_MESSAGE);

export const readInputSchema = z.object({ seq: seqSchema });

/** A thread's page: the messages after a cursor (a reconnecting client), or the newest before one. */
export const threadQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, SEQ_MESSAGE)
    .transform(Number)
    .optional(),
  before: z
    .string()
    .regex(/^\d{1,15}$/, SEQ_MESSAGE)
    .transform(Number)
    .optional(),
});

/** What a client sends over the socket. */
export const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), after: seqSchema }),
  z.object({ type: z.literal('send'), clientId: clientIdSchema, text: messageTextSchema }),
  z.object({ type: z.literal('read'), seq: seqSchema }),
  z.object({ type: z.literal('typing') }),
]);
export type SocketMessage = z.infer<typeof socketMessageSchema>;
