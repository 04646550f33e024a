/**
 * The navbar's entries for signed-in people only: the unread messages (the entry and the phone
 * menu's dot) and the notifications bell with its socket. public-layout.tsx loads them together,
 * once someone is signed in, so a visitor's first render carries none of them.
 */
export { UnreadBadgeLink, UnreadMenuDot } from '@/features/messages/components/unread-badge-link';
export { NotificationBell } from '@/features/notifications/components/notification-bell';
