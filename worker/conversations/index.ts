export { conversationRoom } from './conversation-room';
export { conversationIdsOf } from './conversations';
export { moveMessagesToRooms } from './move-messages';
export { type ConversationRooms, endConversationSessions } from './end-sessions';
export { type ServerEvent } from './protocol';
