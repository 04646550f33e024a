CREATE TABLE `image_uploads` (
	`image_key` text NOT NULL,
	`uploader_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`image_key`, `uploader_id`),
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `image_uploads_uploaded_idx` ON `image_uploads` (`created_at`);--> statement-breakpoint
-- Hand-edited: payments gains its columns in place (no table copy), and the unique indexes that
-- kept a product from being sold twice now count succeeded payments only, so a refund never blocks
-- the product's real sale.
ALTER TABLE `payments` ADD `status` text DEFAULT 'succeeded' NOT NULL CHECK (`status` IN ('succeeded', 'refunded'));--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_reason` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refunded_at` integer;--> statement-breakpoint
DROP INDEX `payments_booking_unique`;--> statement-breakpoint
DROP INDEX `payments_product_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_booking_succeeded_unique` ON `payments` (`booking_id`) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_product_succeeded_unique` ON `payments` (`product_id`) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX `payments_refunded_idx` ON `payments` (`refunded_at`) WHERE "payments"."status" = 'refunded';--> statement-breakpoint
ALTER TABLE `bookings` ADD `last_hold_until` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `refund_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `firebase_uid` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_firebase_uid_unique` ON `users` (`firebase_uid`);--> statement-breakpoint
CREATE INDEX `products_image_idx` ON `products` (`image_key`);--> statement-breakpoint
CREATE INDEX `products_hold_idx` ON `products` (`hold_until`) WHERE "products"."hold_booking_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written: every existing listing's image counts as uploaded by its seller.
INSERT OR IGNORE INTO `image_uploads` (`image_key`, `uploader_id`, `created_at`)
  SELECT `image_key`, `seller_id`, `created_at` FROM `products` WHERE `image_key` IS NOT NULL;
