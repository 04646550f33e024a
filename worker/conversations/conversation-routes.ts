import { reportReasonSchema } from '../../shared/schemas/reports';
import { fileReport } from '../trust';
import { Hono } from 'hono';
import { CONVERSATION_HEADER, conversationRoom, PARTICIPANT_HEADER, SESSION_ENDS_HEADER } from './conversation-room';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { rateLimit, withinLimit } from '../middleware/rate-limit';
import { authenticate, callerClaims, callerOf, signedIn, socketProtocolToken } from '../accounts';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import {
  conversationStartSchema,
  messageInputSchema,
  readInputSchema,
  threadQuerySchema,
} from '../../shared/schemas/conversations';
import {
  callerInConversation,
  myInbox,
  myUnreadTotal,
  readThread,
  setBlocked,
  startConversation,
} from './conversations';

export const conversationRoutes = new Hono<AppEnv>()
  .post(
    '/conversations',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('json', conversationStartSchema),
    async (c) => {
      const { productId } = c.req.valid('json');
      const { id, created } = await startConversation(c.var.db, c.get('callerId'), adminEmails(c.env), productId);
      return c.json({ acknowledged: true, conversationId: id, created }, created ? 201 : 200);
    },
  )
  .get('/conversations', authenticate(), async (c) => c.json(await myInbox(c.var.db, callerOf(c))))
  .get('/conversations/unread', authenticate(), async (c) => c.json(await myUnreadTotal(c.var.db, callerOf(c))))
  .get(
    '/conversations/:id',
    authenticate(),
    validate('param', idParamSchema, { callerFirst: signedIn }),
    validate('query', threadQuerySchema, { callerFirst: signedIn }),
    async (c) => {
      const room = (id: string) => conversationRoom(c.env, id);
      return c.json(await readThread(c.var.db, room, callerOf(c), c.req.valid('param').id, c.req.valid('query')));
    },
  )
  // The plain-request way to send, for when WebSockets are blocked: through the same Durable
  // Object, so the message takes its place in the one order and reaches the open sockets.
  .post(
    '/conversations/:id/messages',
    authenticate(),
    validate('param', idParamSchema),
    validate('json', messageInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await conversationRoom(c.env, id).post(id, c.get('callerId'), c.req.valid('json'));
      if (!result.ok) {
        if (result.reason === 'too-many-requests') c.header('Retry-After', '60');
        throw new Refusal(result.reason);
      }
      return c.json({ acknowledged: true, message: result.message }, 201);
    },
  )
  .post(
    '/conversations/:id/read',
    authenticate(),
    validate('param', idParamSchema),
    validate('json', readInputSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await conversationRoom(c.env, id).read(id, c.get('callerId'), c.req.valid('json').seq);
      if (!result.ok) throw new Refusal(result.reason);
      return c.json({ acknowledged: true, readSeq: result.readSeq });
    },
  )
  .put(
    '/conversations/:id/block',
    authenticate(),
    validate('param', idParamSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) =>
      c.json(await setBlocked(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('param').id, true)),
  )
  .delete(
    '/conversations/:id/block',
    authenticate(),
    validate('param', idParamSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) =>
      c.json(await setBlocked(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('param').id, false)),
  )
  .post(
    '/conversations/:id/report',
    authenticate(),
    validate('param', idParamSchema),
    validate('json', reportReasonSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) => {
      const { id } = c.req.valid('param');
      const report = await fileReport(c.var.db, c.get('callerId'), adminEmails(c.env), {
        targetType: 'conversation',
        targetId: id,
        ...c.req.valid('json'),
      });
      return c.json({ acknowledged: true, insertedId: report.id }, report.created ? 201 : 200);
    },
  )
  // The conversation's WebSocket: the access token is checked, the opener held to their budget
  // (before any D1 work) and the participant found before the upgrade reaches the Durable Object,
  // which ends the socket when the token expires.
  .get('/conversations/:id/socket', validate('param', idParamSchema), async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new Refusal('websocket-required');
    const { userId, expiresAt } = await callerClaims(c, socketProtocolToken);
    if (!(await withinLimit(c.env, 'SOCKET_LIMITER', userId))) {
      c.header('Retry-After', '60');
      throw new Refusal('too-many-requests');
    }
    const { id } = c.req.valid('param');
    const { user } = await callerInConversation(c.var.db, userId, adminEmails(c.env), id);
    const upgrade = new Request(c.req.url, {
      headers: {
        Upgrade: 'websocket',
        [PARTICIPANT_HEADER]: user.id,
        [CONVERSATION_HEADER]: id,
        [SESSION_ENDS_HEADER]: String(expiresAt),
      },
    });
    const answer = await conversationRoom(c.env, id).fetch(upgrade);
    // A fresh response, so the API's middleware can still add its headers.
    return new Response(null, { status: answer.status, webSocket: answer.webSocket, headers: answer.headers });
  });
