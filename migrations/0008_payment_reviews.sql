ALTER TABLE `bookings` ADD `review_transaction_id` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `review_reason` text;--> statement-breakpoint
CREATE INDEX `bookings_in_review_idx` ON `bookings` (`created_at`) WHERE "bookings"."review_transaction_id" IS NOT NULL;