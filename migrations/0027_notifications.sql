-- Nobody misses a buyer (docs/decisions/028-notifications.md): notifications with their preferences,
-- settings, Web Push subscriptions and the texts sent; saved searches with their waiting digest matches;
-- listings that expire and promotions that end. Listings already published get LISTING_DAYS (30) from
-- now, or from their publishing if later, and running promotions PROMOTION_DAYS (7) from now.
CREATE TABLE `notification_preferences` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "notification_preferences_kind_check" CHECK("notification_preferences"."kind" IN ('message', 'booking', 'payment-held', 'payment-handed-over', 'payment-released', 'payment-refunded', 'payment-disputed', 'listing-approved', 'listing-rejected', 'listing-hidden', 'listing-expiring', 'report-outcome', 'review', 'price-drop', 'wish-sold', 'saved-search')),
	CONSTRAINT "notification_preferences_channel_check" CHECK("notification_preferences"."channel" IN ('push', 'sms'))
);
--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`quiet_from` integer,
	`quiet_to` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`sms_phone` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`params` text DEFAULT '{}' NOT NULL,
	`link` text NOT NULL,
	`read_at` integer,
	`push_at` integer,
	`sms_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "notifications_kind_check" CHECK("notifications"."kind" IN ('message', 'booking', 'payment-held', 'payment-handed-over', 'payment-released', 'payment-refunded', 'payment-disputed', 'listing-approved', 'listing-rejected', 'listing-hidden', 'listing-expiring', 'report-outcome', 'review', 'price-drop', 'wish-sold', 'saved-search'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_key_unique` ON `notifications` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`kind`) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`vapid_key` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `saved_search_matches` (
	`saved_search_id` text NOT NULL,
	`product_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`saved_search_id`, `product_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`filters` text NOT NULL,
	`category_key` text DEFAULT '*' NOT NULL,
	`district_key` text DEFAULT '*' NOT NULL,
	`tons_key` text DEFAULT '*' NOT NULL,
	`inverter_key` text DEFAULT '*' NOT NULL,
	`frequency` text DEFAULT 'instant' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "saved_searches_frequency_check" CHECK("saved_searches"."frequency" IN ('instant', 'daily', 'off'))
);
--> statement-breakpoint
CREATE INDEX `saved_searches_match_idx` ON `saved_searches` (`category_key`,`district_key`,`tons_key`,`inverter_key`) WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX `saved_searches_user_created_idx` ON `saved_searches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_sent` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`notification_id` text NOT NULL,
	`phone` text NOT NULL,
	`gateway_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_sent_notification_unique` ON `sms_sent` (`notification_id`);--> statement-breakpoint
CREATE INDEX `sms_sent_user_created_idx` ON `sms_sent` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `expired_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `advertised_until` integer;--> statement-breakpoint
UPDATE `products` SET `confirmed_at` = `created_at`,
	`expires_at` = MAX(`created_at`, CAST(unixepoch('subsec') * 1000 AS INTEGER)) + 30 * 86400000;--> statement-breakpoint
UPDATE `products` SET `advertised_until` = CAST(unixepoch('subsec') * 1000 AS INTEGER) + 7 * 86400000 WHERE `advertise` = 1;
