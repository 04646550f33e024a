export { conversationRoom } from './conversation-room';
export { conversationIdsOf } from './conversations';
export { type ConversationRooms, endConversationSessions } from './end-sessions';
export { type ServerEvent } from './protocol';
