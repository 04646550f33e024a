-- Inspected by Thanda (issue 62): technicians, the sellers' time slots, inspections with their fee and
-- report, and the report a listing shows. The audit log and the notifications learn the new actions
-- and kind: SQLite changes a CHECK only by rebuilding its table, and nothing refers to these three, so
-- each is copied, dropped and renamed with every row kept.
CREATE TABLE `inspection_slots` (
	`product_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	PRIMARY KEY(`product_id`, `starts_at`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `inspections` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`requester_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`technician_id` text,
	`state` text DEFAULT 'unpaid' NOT NULL,
	`slot_at` integer NOT NULL,
	`requester_phone` text NOT NULL,
	`visit_address` text,
	`visit_phone` text,
	`fee_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`gateway` text NOT NULL,
	`intent_id` text,
	`transaction_id` text,
	`paid_at` integer,
	`scheduled_at` integer,
	`assigned_at` integer,
	`done_at` integer,
	`cancelled_at` integer,
	`cancel_reason` text,
	`refund_state` text,
	`refund_id` text,
	`refunded_at` integer,
	`verdict` text,
	`cooling_drop_c` real,
	`pressure_psi` real,
	`compressor_amps` real,
	`rated_amps` real,
	`noise_ok` integer,
	`leaks_found` integer,
	`remote_ok` integer,
	`display_ok` integer,
	`serial_number` text,
	`photos` text,
	`notes` text,
	`published` integer DEFAULT false NOT NULL,
	`ends_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requester_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`technician_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "inspections_state_check" CHECK("inspections"."state" IN ('unpaid', 'requested', 'scheduled', 'assigned', 'done', 'cancelled')),
	CONSTRAINT "inspections_fee_check" CHECK("inspections"."fee_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inspections_open_unique` ON `inspections` (`product_id`) WHERE "inspections"."state" IN ('requested', 'scheduled', 'assigned');--> statement-breakpoint
CREATE UNIQUE INDEX `inspections_transaction_unique` ON `inspections` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `inspections_product_idx` ON `inspections` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `inspections_requester_idx` ON `inspections` (`requester_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `inspections_seller_idx` ON `inspections` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `inspections_technician_idx` ON `inspections` (`technician_id`,`slot_at`);--> statement-breakpoint
CREATE INDEX `inspections_open_idx` ON `inspections` (`slot_at`) WHERE "inspections"."state" IN ('requested', 'scheduled', 'assigned');--> statement-breakpoint
CREATE INDEX `inspections_unpaid_idx` ON `inspections` (`created_at`) WHERE "inspections"."state" = 'unpaid';--> statement-breakpoint
CREATE INDEX `inspections_refund_pending_idx` ON `inspections` (`refunded_at`) WHERE "inspections"."refund_state" IN ('requested', 'processing');--> statement-breakpoint
CREATE TABLE `__new_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "audit_log_action_check" CHECK("__new_audit_log"."action" IN ('report-dismissed', 'listing-hidden', 'listing-restored', 'listing-deleted', 'listing-marked-sold', 'user-suspended', 'user-unsuspended', 'user-deleted', 'seller-verified', 'payment-review-approved', 'payment-review-declined', 'review-hidden', 'listing-approved', 'listing-rejected', 'verification-declined', 'dispute-released', 'dispute-refunded', 'dispute-partly-refunded', 'payout-recorded', 'user-started-selling', 'technician-granted', 'technician-revoked', 'inspection-requested', 'inspection-scheduled', 'inspection-assigned', 'inspection-recorded', 'inspection-published', 'inspection-cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at") SELECT "id", "admin_id", "action", "target_type", "target_id", "reason", "until", "created_at" FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `__new_notification_preferences` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "notification_preferences_kind_check" CHECK("__new_notification_preferences"."kind" IN ('message', 'booking', 'payment-held', 'payment-handed-over', 'payment-released', 'payment-refunded', 'payment-disputed', 'listing-approved', 'listing-rejected', 'listing-hidden', 'listing-expiring', 'report-outcome', 'review', 'price-drop', 'wish-sold', 'saved-search', 'inspection')),
	CONSTRAINT "notification_preferences_channel_check" CHECK("__new_notification_preferences"."channel" IN ('push', 'sms'))
);
--> statement-breakpoint
INSERT INTO `__new_notification_preferences`("user_id", "kind", "channel", "enabled") SELECT "user_id", "kind", "channel", "enabled" FROM `notification_preferences`;--> statement-breakpoint
DROP TABLE `notification_preferences`;--> statement-breakpoint
ALTER TABLE `__new_notification_preferences` RENAME TO `notification_preferences`;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
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
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" IN ('message', 'booking', 'payment-held', 'payment-handed-over', 'payment-released', 'payment-refunded', 'payment-disputed', 'listing-approved', 'listing-rejected', 'listing-hidden', 'listing-expiring', 'report-outcome', 'review', 'price-drop', 'wish-sold', 'saved-search', 'inspection'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "kind", "key", "params", "link", "read_at", "push_at", "sms_at", "created_at") SELECT "id", "user_id", "kind", "key", "params", "link", "read_at", "push_at", "sms_at", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_key_unique` ON `notifications` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`kind`) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `inspected` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `inspection_id` text;--> statement-breakpoint
ALTER TABLE `products` ADD `inspected_at` integer;--> statement-breakpoint
CREATE INDEX `products_listed_inspected_idx` ON `products` (`inspected`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_inspected_price_idx` ON `products` (`inspected`,`price_minor`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_listed_category_inspected_idx` ON `products` (`category_id`,`inspected`,`created_at`,`id`) WHERE "products"."paid" = 0 AND "products"."removed_at" IS NULL AND "products"."expired_at" IS NULL AND "products"."moderation" IS NULL AND "products"."seller_suspended" = 0;--> statement-breakpoint
CREATE INDEX `products_inspected_idx` ON `products` (`inspected_at`) WHERE "products"."inspected" = 1;--> statement-breakpoint
ALTER TABLE `users` ADD `technician` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `users_technician_idx` ON `users` (`name`) WHERE "users"."technician" = 1 AND "users"."deleted_at" IS NULL;