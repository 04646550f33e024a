export { notify, tell, type NotificationEvent, type Notifier, type QueueMessage, type Telling } from './notify';
export { notificationRoutes } from './notification-routes';
export { tellWishers } from './wish-notices';
export { deliverNotification, type DeliveryParts } from './delivery';
export { smsGatewayOf } from './sms-gateway';
export { vapidKeysOf } from './web-push';
export { NotificationInbox } from './notification-inbox';
