import type { RefusalRule } from './rule';

/** Conversations and their sockets (worker/conversations). */
export const conversationRefusals = {
  'conversation-not-found': { status: 404, message: /*i18n*/ 'No conversation with that id.' },
  'not-your-conversation': { status: 403, message: /*i18n*/ 'This conversation is not yours.' },
  'own-listing-conversation': { status: 403, message: /*i18n*/ 'You cannot message yourself about your own listing.' },
  'listing-closed-to-conversations': {
    status: 409,
    message: /*i18n*/ 'This listing is sold, so it takes no new conversations.',
  },
  'conversation-closed': {
    status: 409,
    message:
      /*i18n*/ 'This listing was sold or removed, so its conversation is closed. Its messages stay here to read.',
  },
  'conversation-blocked': {
    status: 409,
    message: /*i18n*/ 'This conversation is blocked: no more messages can be sent in it.',
  },
  'person-blocked': {
    status: 409,
    message: /*i18n*/ 'One of you has blocked the other, so you cannot start a conversation.',
  },
  'blocked-by-other': {
    status: 403,
    message: /*i18n*/ 'Only the person who blocked this conversation can unblock it.',
  },
  'message-not-stored': { status: 409, message: /*i18n*/ 'The message was not sent. Please try again.' },
  'websocket-required': { status: 426, message: /*i18n*/ 'Open this address as a WebSocket.' },
} as const satisfies Record<string, RefusalRule>;
